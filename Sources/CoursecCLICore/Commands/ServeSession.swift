import CoursecSupport
import CourseModel
import CoursePipeline
import Foundation
import SiteRendering
import SiteServing
import SnippetVerification

/// The live site of `coursec serve`: rebuilt into a temporary folder of its own on
/// every save, with the errors of the last build by page. A lesson with an error or
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
    private var site: String?
    private var pageErrors: [String: [String]] = [:]
    private var errors: [String] = []
    private var builds = 0
    private var stopped = false

    init(courses: String, templates: String, sandbox: Bool, console: Console) throws {
        coursesFolder = courses
        self.templates = templates
        self.console = console
        do {
            scratch = try ScratchDirectory(environment: console.environment, prefix: "coursec-serve")
        } catch {
            throw CourseError("cannot make a temporary folder for the site: \(error.reason)")
        }
        let options = VerifierOptions.forCommand(
            cacheDirectory: console.resolve(VerifierOptions.commandCacheFolder), environment: console.environment,
            sandbox: sandbox, here: console.currentDirectory, warn: { console.printError($0) })
        // Found now, so a missing compiler stops serve before it serves anything.
        _ = try Verifier(options: options)
        verifierOptions = options
        // The build's page cache: a save re-renders only the pages it changed.
        pageCache = PageCache(
            directory: console.resolve(BuildCommand.pageCacheFolder), signingKey: CacheEntry.signingKey(in: console.environment),
            warn: { console.printError($0) })
    }

    /// Runs the preview's pipeline (`BuildPipeline.preview`) into a folder of its own:
    /// a broken lesson and a failing snippet get error pages in place of their pages,
    /// and the rest of the site (every language, drafts with their banner) is built
    /// as usual, unchanged snippets from the cache. Prints what happened; open pages reload.
    func rebuild() {
        let started = Date()
        building.lock()
        defer { building.unlock() }
        guard !state.withLock({ stopped }) else { return }
        builds += 1
        let folder = root + "/site-\(builds)"
        var context = BuildContext(
            coursesFolder: coursesFolder, output: folder, templates: templates, drafts: true, verifierOptions: verifierOptions,
            pageCache: pageCache)
        // Served over HTTP, the site's search works: index it as the build does.
        context.searchIndexer = .located(environment: console.environment)
        var failures: [BuildError.StepFailure] = []
        do { try BuildPipeline(steps: BuildPipeline.preview).run(&context) } catch { failures = error.failures }
        let byPage = context.errorPages.mapValues(\.lines)
        let all = (context.failuresShown + failures).flatMap(\.lines)
        let pages = context.report?.pages.count ?? 0
        let old: String? = state.withLock {
            defer {
                if pages > 0 { site = folder }
                pageErrors = byPage
                errors = all
            }
            return pages > 0 ? site : nil
        }
        if let old { try? FileManager.default.removeItem(atPath: old) }
        reload.bump()
        all.forEach(console.printError)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        console.print(all.isEmpty
            ? "built \(pages) pages in \(seconds) s"
            : "built \(pages) pages in \(seconds) s; \(all.count) error lines (shown in the browser)")
    }

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

    /// Waits for a build in progress to finish writing, then removes every folder.
    func stop() {
        building.withLock {
            state.withLock { stopped = true }
            scratch.remove()
        }
    }
}
