import CoursecSupport
import CourseModel
import SiteRendering
import SiteServing
import SnippetVerification

/// `coursec serve`'s options handed to the library's preview (`PreviewSession`), which
/// owns the rebuilds, their order and what is served; the command only wires.
enum ServeSession {
    /// `verifyCache`, `pageCacheFolder`: the caches, beside the courses folder found (where
    /// `build` keeps them), so serve and build from anywhere in a project share them.
    static func make(
        courses: String, templates overlay: TemplatesOverlay, sandbox: Bool, verifyCache: String, pageCacheFolder: String,
        console: Console, verbose: Bool
    ) throws -> PreviewSession {
        let warn: @Sendable (String) -> Void = { console.printError($0) }
        let options = VerifierOptions.forCommand(
            cacheDirectory: verifyCache, environment: console.environment,
            sandbox: sandbox, here: console.currentDirectory, warn: warn)
        // The build's page cache: a save re-renders only the pages it changed.
        let pageCache = PageCache(
            directory: pageCacheFolder, signingKey: CacheEntry.signingKey(in: console.environment), warn: warn)
        return try PreviewSession(
            courses: courses, templates: overlay, verifierOptions: options, pageCache: pageCache,
            searchIndexer: .located(environment: console.environment), environment: console.environment,
            log: PreviewLog(say: { console.print($0) }, warn: warn), verbose: verbose)
    }
}
