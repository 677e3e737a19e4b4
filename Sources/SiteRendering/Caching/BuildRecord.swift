/// What the last build published into a site folder was made from, and what it
/// reported. A build whose inputs digest alike, into a folder whose stamp
/// (`FolderDigest.stamps`, taken under the publish lock just after the swap) is
/// still the recorded one, would publish the very same bytes: it reports what
/// this build reported and writes nothing. Only a published build is recorded,
/// so a build that fails is never skipped.
public struct BuildRecord: Codable, Equatable, Sendable {
    /// The digest of everything the site was made from (`BuildContext.digestInputs`).
    public var inputs: String
    /// The site folder's stamp once published.
    public var site: String
    public var report: SiteBuilder.Report

    public init(inputs: String, site: String, report: SiteBuilder.Report) {
        self.inputs = inputs
        self.site = site
        self.report = report
    }
}
