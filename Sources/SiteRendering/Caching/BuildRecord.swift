/// What the last build published into a site folder was made from, and what it
/// reported. A build whose inputs digest alike, into a folder whose stamp
/// (`FolderDigest.stamps`, taken under the publish lock just after the swap) is
/// still the recorded one, would publish the very same bytes: it reports the
/// site this build published (`SiteBuilder.Report(upToDate:)`) and writes nothing. Only a published build is recorded,
/// so a build that fails is never skipped.
public struct BuildRecord: Codable, Equatable, Sendable {
    /// The digest of everything the site was made from (`BuildContext.digestInputs`).
    public var inputs: String
    /// The site folder's stamp once published.
    public var site: String
    /// What the site folder holds, as that build reported it.
    public var contents: SiteBuilder.Report.Contents
    /// What its links were checked against, for the next build's link check; absent
    /// from the records of builds before it was kept, and of builds without page keys.
    public var links: LinkBasis?

    public init(inputs: String, site: String, contents: SiteBuilder.Report.Contents, links: LinkBasis? = nil) {
        self.inputs = inputs
        self.site = site
        self.contents = contents
        self.links = links
    }
}
