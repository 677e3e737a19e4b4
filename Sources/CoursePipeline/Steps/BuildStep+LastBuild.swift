import CourseModel
import Foundation
import SiteRendering

extension BuildStep {
    /// Ends the build at once when the site folder already holds what it would
    /// publish: the inputs digest alike (`BuildContext.digestInputs`), the verify
    /// cache and the site folder are as the last build recorded them. The report is
    /// of the site that build published, with nothing rendered (`Report(upToDate:)`). Reads and hashes the sources only. While
    /// another build publishes there the folder is not compared: this build goes on,
    /// and fails or publishes as it would have.
    public static let compareWithLastBuild = BuildStep("compare with the last build") { context in
        context.isUpToDate = false
        guard let cache = context.pageCache else { return }
        let warned = WarningFlag()
        let warn = context.verifierOptions.warn
        context.verifierOptions.warn = { message in
            warned.raise()
            warn?(message)
        }
        context.verificationWarned = warned
        context.verifyCacheStamp = context.stampVerifyCache()
        context.inputsDigest = context.digestInputs()
        context.lastBuild = cache.lastBuild(into: absoluteOutput(context))
        guard let inputs = context.inputsDigest, let record = context.lastBuild,
              record.inputs == inputs, record.site == SiteBuilder.siteStamp(of: context.output)
        else { return }
        context.report = SiteBuilder.Report(upToDate: record.contents)
        context.isUpToDate = true
    }

    /// Records what the published site was made from, for "compare with the last
    /// build". Not when the verify cache changed during the build: the results it
    /// gave may not be those its entries give now; nor when verification warned
    /// (an unusable entry), so that every build says so until it is gone; nor when
    /// failing snippets were published (`--allow-failures`), so that every build lists
    /// them again rather than finding the site up to date and saying nothing.
    public static let recordBuild = BuildStep("record the build") { context in
        guard let cache = context.pageCache, let inputs = context.inputsDigest, let site = context.publishedStamp,
              let report = context.report, context.verifyCacheStamp == context.stampVerifyCache(),
              context.verificationWarned?.isRaised != true, context.allowedFailures.isEmpty else { return }
        cache.record(BuildRecord(inputs: inputs, site: site, contents: report.contents, links: context.site?.linkBasis), into: absoluteOutput(context))
    }

    private static func absoluteOutput(_ context: BuildContext) -> String {
        FilePath(context.output).canonicalEntry
    }
}
