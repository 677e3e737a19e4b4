import CoursecSupport
import CourseModel
import CoursePipeline
import Foundation
import SiteRendering
import SiteServing
import SnippetVerification

/// The live site of `coursec serve`: rebuilt into a temporary folder of its own on
/// every save, its search index after, with the errors of the last build by page. A lesson with an error or
/// a failing snippet is served as an error page; the rest of the site as built.
final class ServeSession: @unchecked Sendable {
    let coursesFolder: String
    let templates: String
    let console: Console
    private let scratch: ScratchDirectory
    private var root: String { scratch.path }
    let reload = ReloadSignal()
    private let verifierOptions: VerifierOptions
    private let pageCache: PageCache
    private let state = NSLock()
    private let building = NSLock()
    /// Every build publishes here, as `build` does to its `--out`: files the site before
    /// holds byte for byte are linked, not written, and a build that fails leaves it.
    private var folder: String { root + "/site" }
    private var site: String?
    private var pageErrors: [String: [String]] = [:]
    private var errors: [String] = []
    private var stopped = false
    /// The search index published last (under `building`), shown with the next build's pages until theirs is made.
    private var searchIndex: [String: Data] = [:]
    /// Pagefind making the last build's index (under `state`), and the build it belongs to:
    /// a save counts one more, so an index made for the pages before is never published.
    private var pendingSearch: SearchIndexing?
    private var searchGeneration = 0

    /// `verifyCache`, `pageCacheFolder`: the caches, beside the courses folder found (where `build`
    /// keeps them), so serve and build from anywhere in a project share them.
    init(courses: String, templates: String, sandbox: Bool, verifyCache: String, pageCacheFolder: String, console: Console) throws {
        coursesFolder = courses
        self.templates = templates
        self.console = console
        do {
            scratch = try ScratchDirectory(environment: console.environment, prefix: "coursec-serve")
        } catch {
            throw CourseError("cannot make a temporary folder for the site: \(error.reason)")
        }
        let options = VerifierOptions.forCommand(
            cacheDirectory: verifyCache, environment: console.environment,
            sandbox: sandbox, here: console.currentDirectory, warn: { console.printError($0) })
        // Found now, so a missing compiler stops serve before it serves anything.
        _ = try Verifier(options: options)
        verifierOptions = options
        // The build's page cache: a save re-renders only the pages it changed.
        pageCache = PageCache(
            directory: pageCacheFolder, signingKey: CacheEntry.signingKey(in: console.environment),
            warn: { console.printError($0) })
    }

    /// Runs the preview's pipeline (`BuildPipeline.preview`) into the session's site
    /// folder: a broken lesson and a failing snippet get error pages in place of their
    /// pages, and the rest of the site (every language, drafts with their banner) is
    /// built as usual, unchanged snippets from the cache, unchanged files linked from
    /// the site before. The pages go out with the last search index and open pages
    /// reload; the new index follows in the background (`indexSearchAfter`). Prints
    /// what happened.
    func rebuild() {
        let started = Date()
        // A save makes the index of the save before stale: its Pagefind stops now, not after this build.
        let superseded: SearchIndexing? = state.withLock {
            searchGeneration += 1
            defer { pendingSearch = nil }
            return pendingSearch
        }
        superseded?.cancel()
        building.lock()
        defer { building.unlock() }
        guard !state.withLock({ stopped }) else { return }
        var context = BuildContext(
            coursesFolder: coursesFolder, output: folder, templates: templates, drafts: true, verifierOptions: verifierOptions,
            pageCache: pageCache)
        // Served over HTTP, the site's search works: index it as the build does.
        context.searchIndexer = .located(environment: console.environment)
        context.lastSearchIndex = searchIndex
        var failures: [BuildError.StepFailure] = []
        do { try BuildPipeline(steps: BuildPipeline.preview).run(&context) } catch { failures = error.failures }
        let byPage = context.errorPages.mapValues(\.lines)
        let all = (context.failuresShown + failures).flatMap(\.lines)
        let pages = context.report?.pages.count ?? 0
        let generation: Int = state.withLock {
            if pages > 0 { site = folder }
            pageErrors = byPage
            errors = all
            pendingSearch = context.searchIndexing
            return searchGeneration
        }
        reload.bump()
        all.forEach(console.printError)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        console.print(all.isEmpty
            ? "built \(pages) pages in \(seconds) s"
            : "built \(pages) pages in \(seconds) s; \(all.count) error lines (shown in the browser)")
        guard failures.isEmpty, context.searchIndexing != nil else { return }
        let built = context
        Thread.detachNewThread { [self] in indexSearchAfter(built, generation: generation, started: started) }
    }

    /// The search index of the pages `rebuild` published (`BuildPipeline.previewSearch`):
    /// waits for the Pagefind "render pages" started and publishes the site again with
    /// its index, unless a save came since (whose rebuild stopped this Pagefind first)
    /// or serve stops. Open pages do not reload: their next search loads the new index.
    private func indexSearchAfter(_ built: BuildContext, generation: Int, started: Date) {
        building.withLock {
            var context = built
            guard isCurrent(generation), !state.withLock({ stopped }) else {
                context.searchIndexing?.cancel()
                return
            }
            do throws(BuildError) { try BuildPipeline(steps: BuildPipeline.previewSearch).run(&context) } catch {
                if isCurrent(generation) { error.failures.flatMap(\.lines).forEach(console.printError) }
                return
            }
            searchIndex = context.site?.searchIndexFiles ?? [:]
            state.withLock { if searchGeneration == generation { pendingSearch = nil } }
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            console.print("search index updated in \(seconds) s")
        }
    }

    private func isCurrent(_ generation: Int) -> Bool { state.withLock { searchGeneration == generation } }

    func respond(_ path: String, _ query: [String: String]) -> HTTPResponse {
        if path == LiveReload.waitPath {
            return .text(String(reload.wait(whileAt: Int(query[LiveReload.versionKey] ?? "") ?? 0, seconds: 25)))
        }
        var relative = String(path.drop { $0 == "/" })
        if relative.isEmpty || relative.hasSuffix("/") { relative += "index.html" }
        guard !relative.split(separator: "/").contains("..") else { return .text("not found", status: 404) }
        let version = reload.version
        let (site, pageErrors, errors) = state.withLock { (self.site, self.pageErrors[relative], self.errors) }
        if let pageErrors {
            return .text(LiveReload.errorPage(title: "coursec: \(relative) has errors", errors: pageErrors, version: version),
                         status: 500, contentType: "text/html; charset=utf-8")
        }
        guard let site else { return .text(LiveReload.errorPage(title: "coursec: the site did not build", errors: errors, version: version), status: 500, contentType: "text/html; charset=utf-8") }
        guard let data = FileManager.default.contents(atPath: site + "/" + relative) else { return .text("not found: /\(relative)", status: 404) }
        let type = Self.contentTypes[FilePath(relative).pathExtension] ?? "application/octet-stream"
        guard relative.hasSuffix(".html") else { return HTTPResponse(contentType: type, body: data) }
        let page = LiveReload.inject(into: String(decoding: data, as: UTF8.self), version: version, overlay: errors.isEmpty ? nil : LiveReload.overlay(errors))
        return .text(page, contentType: type)
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "application/javascript; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "svg": "image/svg+xml", "png": "image/png",
        // Pagefind loads its index with WebAssembly.instantiateStreaming, which insists on this type.
        "wasm": "application/wasm", "json": "application/json; charset=utf-8",
    ]

    /// Stops Pagefind, waits for a build in progress to finish writing, then removes every folder.
    func stop() {
        let pending: SearchIndexing? = state.withLock {
            stopped = true
            searchGeneration += 1
            return pendingSearch
        }
        pending?.cancel()
        building.withLock { scratch.remove() }
    }
}
