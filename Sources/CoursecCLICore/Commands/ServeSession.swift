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
    /// The templates folder watched: `--templates` or the project's (`overlay.project`).
    let templates: String
    /// The project's templates over the shipped ones, merged again by every full rebuild
    /// (a save in the project's folder is one).
    let overlay: TemplatesOverlay
    let console: Console
    /// `--verbose`: a saved lesson's rebuild also prints where its time went.
    let verbose: Bool
    private let scratch: ScratchDirectory
    private var root: String { scratch.path }
    let reload = ReloadSignal()
    private let verifierOptions: VerifierOptions
    private let verifier: Verifier
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
    /// The context of the last build that found no error (under `building`): a save of one
    /// lesson starts from its courses, results, pages and parsed pages. Nil after a build
    /// with errors, so the save after runs the whole preview, which shows them as before.
    private var lastClean: BuildContext? {
        didSet { lastCleanFiles = lastClean.map(Self.files) }
    }
    /// What a build of `lastClean`'s courses reads (under `building`), worked out when it is
    /// kept, not when a save comes: 3,000 lesson files and their includes.
    private var lastCleanFiles: ReadFiles?

    /// `verifyCache`, `pageCacheFolder`: the caches, beside the courses folder found (where `build`
    /// keeps them), so serve and build from anywhere in a project share them.
    init(courses: String, templates overlay: TemplatesOverlay, sandbox: Bool, verifyCache: String, pageCacheFolder: String, console: Console, verbose: Bool = false) throws {
        coursesFolder = courses
        self.verbose = verbose
        self.templates = overlay.project
        self.overlay = overlay
        self.console = console
        do {
            scratch = try ScratchDirectory(environment: console.environment, prefix: "coursec-serve")
        } catch {
            throw CourseError("cannot make a temporary folder for the site: \(error.reason)")
        }
        let options = VerifierOptions.forCommand(
            cacheDirectory: verifyCache, environment: console.environment,
            sandbox: sandbox, here: console.currentDirectory, warn: { console.printError($0) })
        // Found now, so a missing compiler stops serve before it serves anything; kept for
        // the saves of one lesson. A full build finds swiftc and probes the sandbox again.
        verifier = try Verifier(options: options)
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
    ///
    /// `changed`: the paths the watcher saw change. When they are one lesson file of a
    /// site that built cleanly, only that lesson is redone (`BuildPipeline.previewSaved`,
    /// on the model, results and pages kept from the build before); when that cannot
    /// tell the whole change, the whole preview runs, as for any other change.
    /// `since`: when the watcher read the change's first event.
    func rebuild(changed: Set<String> = [], since: Date? = nil) {
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
        if let files = lastCleanFiles, let saved = savedLesson(in: changed, of: files), rebuildSaved(saved, started: started, since: since ?? started) { return }
        lastClean = nil
        let merged: String
        do throws(CourseError) { merged = try overlay.folder() } catch {
            console.printError(error.description)
            return
        }
        var context = BuildContext(
            coursesFolder: coursesFolder, output: folder, templates: merged, drafts: true, verifierOptions: verifierOptions,
            pageCache: pageCache)
        // Served over HTTP, the site's search works: index it as the build does.
        context.searchIndexer = .located(environment: console.environment)
        context.lastSearchIndex = searchIndex
        var failures: [BuildError.StepFailure] = []
        do { try BuildPipeline(steps: BuildPipeline.preview).run(&context) } catch { failures = error.failures }
        let byPage = context.errorPages.mapValues(\.lines)
        let all = (context.failuresShown + failures).flatMap(\.lines)
        let pages = context.report?.pages.count ?? 0
        if all.isEmpty, context.site != nil { lastClean = Self.kept(context) }
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

    /// One saved lesson redone on the last clean build's context (under `building`):
    /// false, with nothing published, when `BuildPipeline.previewSaved` cannot tell the
    /// whole change, so the whole preview runs. Its search index follows in the background.
    private func rebuildSaved(_ saved: String, started: Date, since: Date) -> Bool {
        guard var context = lastClean else { return false }
        let locked = Date()
        context.stepTimes = []
        context.savedLesson = saved
        context.verifier = verifier
        context.lastSearchIndex = searchIndex
        do { try BuildPipeline(steps: BuildPipeline.previewSaved).run(&context) } catch { return false }
        // The saved page first: only the pages it changed reload (a page asks for its own).
        let pages = context.updatedPages
        reload.bump(pages: Set(pages))
        let shown = Date()
        do { try BuildPipeline(steps: BuildPipeline.previewSavedListings).run(&context) } catch { return false }
        if !context.updatedPages.isEmpty { reload.bump(pages: Set(context.updatedPages)) }
        context.savedLesson = nil
        lastClean = context
        let generation = state.withLock { searchGeneration }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        console.print("rebuilt \(pages.count + context.updatedPages.count) pages of \(saved) in \(seconds) s")
        if verbose {
            console.print("  " + Self.timeline(context.stepTimes, since: since, started: started, locked: locked, shown: shown))
        }
        guard context.searchIndexer != nil else { return true }
        let updated = context
        Thread.detachNewThread { [self] in reindexSearchAfter(updated, generation: generation, started: started) }
        return true
    }

    /// Where a saved lesson's time went, from the watcher's first event (`since`):
    /// `saved page reloaded after 0.214 s, all after 0.402 s: settle 0.081 s, build lock 0.000 s, reload the saved lesson 0.012 s, …`.
    static func timeline(
        _ steps: [(step: String, duration: Duration)], since: Date, started: Date, locked: Date, shown: Date
    ) -> String {
        let format = { (seconds: Double) in String(format: "%.3f s", seconds) }
        let parts = [("settle", started.timeIntervalSince(since)), ("build lock", locked.timeIntervalSince(started))]
            + steps.map { ($0.step, $0.duration.inSeconds) }
        return "saved page reloaded after \(format(shown.timeIntervalSince(since))), all after \(format(Date().timeIntervalSince(since))): "
            + parts.map { "\($0.0) \(format($0.1))" }.joined(separator: ", ")
    }

    /// The search index after a saved lesson: its sources made again and Pagefind started
    /// (outside `building`, so a save meanwhile is not held up), then `indexSearchAfter`.
    private func reindexSearchAfter(_ updated: BuildContext, generation: Int, started: Date) {
        var context = updated
        guard isCurrent(generation) else { return }
        do throws(BuildError) { try BuildPipeline(steps: [.reindexSearch]).run(&context) } catch { return }
        let current: Bool = state.withLock {
            guard searchGeneration == generation, !stopped else { return false }
            pendingSearch = context.searchIndexing
            return true
        }
        guard current else {
            context.searchIndexing?.cancel()
            return
        }
        indexSearchAfter(context, generation: generation, started: started)
    }

    /// What the next save starts from: the build's model, results, pages and what
    /// validating them found, without its Pagefind (which `pendingSearch` holds).
    private static func kept(_ context: BuildContext) -> BuildContext {
        var kept = context
        kept.searchIndexing = nil
        kept.stepTimes = []
        return kept
    }

    /// A build's lesson files, and the other files of the courses it reads (support
    /// files, files lessons include), each simplified.
    struct ReadFiles {
        var lessons: Set<String>
        var read: Set<String>
    }

    static func files(of context: BuildContext) -> ReadFiles {
        let lessons = Set(context.courses.flatMap(\.lessons).map { AbsolutePath.simplified($0.file) })
        var read = Set(context.courses.flatMap { course in
            course.supportFiles.map { AbsolutePath.simplified(FilePath(course.directory).appending($0.path).spelling) }
                + course.lessons.flatMap { $0.blocks.compactMap { $0.resolvedIncludePath.map(AbsolutePath.simplified) } }
        })
        read.subtract(lessons)
        return ReadFiles(lessons: lessons, read: read)
    }

    /// The one lesson file of `files` that `changed` names, when everything
    /// else it names is read by no build (an editor's temporary files: `sedXXXXXX`, a
    /// `.swp`, `4913`, a `~` backup); nil when the change is any other: a new or deleted
    /// lesson, a folder, course.json or any other JSON file, a support file, a file a
    /// lesson includes, a template.
    func savedLesson(in changed: Set<String>, of files: ReadFiles) -> String? {
        // The watcher's queue overflowed: anything may have changed.
        guard !changed.contains("") else { return nil }
        let (lessons, read) = (files.lessons, files.read)
        let templates = AbsolutePath.simplified(self.templates) + "/"
        var saved: String?
        for path in changed.map(AbsolutePath.simplified) {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if lessons.contains(path) {
                guard exists, !isDirectory.boolValue, saved == nil else { return nil }
                saved = path
                continue
            }
            let name = FilePath(path).lastComponent
            guard !isDirectory.boolValue, !path.hasPrefix(templates), !name.hasSuffix(".md"), !name.hasSuffix(".json"),
                  !read.contains(path) else { return nil }
        }
        return saved
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
            // The next save starts from the site with this index.
            if isCurrent(generation), lastClean != nil { lastClean = Self.kept(context) }
            state.withLock { if searchGeneration == generation { pendingSearch = nil } }
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            console.print("search index updated in \(seconds) s")
        }
    }

    private func isCurrent(_ generation: Int) -> Bool { state.withLock { searchGeneration == generation } }

    func respond(_ path: String, _ query: [String: String]) -> HTTPResponse {
        if path == LiveReload.scriptPath { return LiveReload.scriptResponse }
        if let page = LiveReload.waitedPage(path) {
            return .text(String(reload.wait(whileAt: Int(query[LiveReload.versionKey] ?? "") ?? 0, page: page, seconds: 25)))
        }
        let relative = LiveReload.sitePath(path)
        guard !relative.split(separator: "/").contains("..") else { return .text("not found", status: 404) }
        let version = reload.version
        let (site, pageErrors, errors) = state.withLock { (self.site, self.pageErrors[relative], self.errors) }
        // Status 200: a browser logs a page answered 500 as a failed resource in its console,
        // and the preview's pages log nothing; `#coursec-error` tells an error page.
        if let pageErrors {
            return .text(LiveReload.errorPage(title: "coursec: \(relative) has errors", errors: pageErrors, version: version),
                         contentType: "text/html; charset=utf-8")
        }
        guard let site else { return .text(LiveReload.errorPage(title: "coursec: the site did not build", errors: errors, version: version), contentType: "text/html; charset=utf-8") }
        guard let data = FileManager.default.contents(atPath: site + "/" + relative) else { return notFound(relative, site: site, version: version, errors: errors) }
        let type = Self.contentTypes[FilePath(relative).pathExtension] ?? "application/octet-stream"
        guard relative.hasSuffix(".html") else { return HTTPResponse(contentType: type, body: data) }
        return .text(Self.served(String(decoding: data, as: UTF8.self), version: version, errors: errors), contentType: type)
    }

    /// The site's 404 page with status 404, its links read from the site's root (`<base>`)
    /// wherever the missing address was; plain text for a site without one.
    private func notFound(_ relative: String, site: String, version: Int, errors: [String]) -> HTTPResponse {
        guard let data = FileManager.default.contents(atPath: site + "/" + SiteBuilder.notFoundPage) else {
            return .text("not found: /\(relative)", status: 404)
        }
        var page = String(decoding: data, as: UTF8.self)
        if let head = page.range(of: "<head>") { page.replaceSubrange(head, with: "<head><base href=\"/\"/>") }
        return .text(Self.served(page, version: version, errors: errors), status: 404, contentType: "text/html; charset=utf-8")
    }

    /// A page as served: with the reload script, and the last build's errors over it.
    private static func served(_ page: String, version: Int, errors: [String]) -> String {
        LiveReload.inject(into: page, version: version, overlay: errors.isEmpty ? nil : LiveReload.overlay(errors))
    }

    static let contentTypes = [
        "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8", "js": "application/javascript; charset=utf-8",
        "xml": "application/xml; charset=utf-8", "svg": "image/svg+xml", "png": "image/png",
        // Pagefind loads its index with WebAssembly.instantiateStreaming, which insists on this type.
        "wasm": "application/wasm", "json": "application/json; charset=utf-8",
    ]

    /// Stops Pagefind, waits for a build in progress to finish writing, then removes every
    /// folder. A build whose verify was stopped (`SnippetCleanup`) never finishes: it is
    /// waited for only until a thread of its verify is seen held.
    func stop() {
        let cancelPending = { [self] in
            let pending: SearchIndexing? = state.withLock {
                stopped = true
                searchGeneration += 1
                return pendingSearch
            }
            pending?.cancel()
        }
        cancelPending()
        var idle = false
        while !idle, !SnippetCleanup.holdsAThread { idle = building.lock(before: Date().addingTimeInterval(0.05)) }
        // The build that finished meanwhile may have started its index.
        cancelPending()
        scratch.remove()
        if idle { building.unlock() }
    }
}
