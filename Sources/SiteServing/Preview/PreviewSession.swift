import CoursePipeline
import CoursecSupport
import CourseModel
import Foundation
import SiteRendering
import SnippetVerification
import Synchronization

/// The live site of `coursec serve`: rebuilt into a temporary folder of its own on every
/// save, its search index after, with the errors of the last build by page. A lesson with
/// an error or a failing snippet is served as an error page; the rest of the site as built.
///
/// It owns the preview: what is served (`Served`, under `served`), the search generation
/// a save moves on, what the next save starts from (`Kept`, under `building`), what a save
/// rebuilds (`PreviewFiles`), and the order page, then listings, then search.
public final class PreviewSession: Sendable {
    let coursesFolder: String
    /// The project's templates over the shipped ones, merged again by every full rebuild.
    let overlay: TemplatesOverlay
    let log: PreviewLog
    /// `--verbose`: a saved lesson's rebuild also prints where its time went.
    let verbose: Bool
    let verifierOptions: VerifierOptions
    let verifier: Verifier
    let pageCache: PageCache
    let searchIndexer: PagefindIndexer?
    let scratch: ScratchDirectory
    public let reload = ReloadSignal()
    /// What the HTTP side reads, and the search generation: held for moments only.
    let served = Mutex(Served())
    /// Held for a whole build, so builds and the search index's publishing never overlap.
    let building = Mutex(Kept())

    /// What is served now, and the Pagefind that will index it.
    struct Served {
        var site: String?
        var pageErrors: [String: [String]] = [:]
        var errors: [String] = []
        var stopped = false
        /// Pagefind making the last build's index, and the build it belongs to: a save
        /// counts one more, so an index made for the pages before is never published.
        var pendingSearch: SearchIndexing?
        var searchGeneration = 0
    }

    /// What the next build starts from.
    struct Kept {
        /// The search index published last, shown with the next build's pages until theirs is made.
        var searchIndex: [String: Data] = [:]
        /// The context of the last build that found no error: a save of one lesson starts
        /// from its courses, results, pages and parsed pages. Nil after a build with errors,
        /// so the save after runs the whole preview, which shows them as before.
        var lastClean: BuildContext? {
            didSet { lastCleanFiles = lastClean.map(PreviewFiles.init) }
        }
        /// What a build of `lastClean`'s courses reads, worked out when it is kept, not
        /// when a save comes: 3,000 lesson files and their includes.
        var lastCleanFiles: PreviewFiles?
    }

    /// Every build publishes here, as `build` does to its `--out`: files the site before
    /// holds byte for byte are linked, not written, and a build that fails leaves it.
    var folder: String { scratch.path + "/site" }

    /// `verifierOptions` and `pageCache`: the caches `build` keeps beside the courses folder.
    /// Finds swiftc now, so a missing compiler stops serve before it serves anything.
    public init(
        courses: String, templates overlay: TemplatesOverlay, verifierOptions: VerifierOptions, pageCache: PageCache,
        searchIndexer: PagefindIndexer?, environment: [String: String], log: PreviewLog, verbose: Bool = false
    ) throws {
        coursesFolder = courses
        self.overlay = overlay
        self.log = log
        self.verbose = verbose
        do {
            scratch = try ScratchDirectory(environment: environment, prefix: "coursec-serve")
        } catch {
            throw CourseError("cannot make a temporary folder for the site: \(error.reason)")
        }
        // Kept for the saves of one lesson. A full build finds swiftc and probes the sandbox again.
        verifier = try Verifier(options: verifierOptions)
        self.verifierOptions = verifierOptions
        self.pageCache = pageCache
        self.searchIndexer = searchIndexer
    }

    /// Runs the preview's pipeline (`BuildPipeline.preview`) into the session's site
    /// folder: a broken lesson and a failing snippet get error pages in place of their
    /// pages, and the rest of the site (every language, drafts with their banner) is built
    /// as usual, unchanged snippets from the cache, unchanged files linked from the site
    /// before. The pages go out with the last search index and open pages reload; the new
    /// index follows in the background (`indexSearchAfter`). Prints what happened.
    ///
    /// `changed`: the paths the watcher saw change. When they are one lesson file of a site
    /// that built cleanly, only that lesson is redone (`rebuildSaved`); when that cannot
    /// tell the whole change, the whole preview runs, as for any other change.
    /// `since`: when the watcher read the change's first event.
    public func rebuild(changed: Set<String> = [], since: Date? = nil) {
        let started = Date()
        // A save makes the index of the save before stale: its Pagefind stops now, not after this build.
        let superseded: SearchIndexing? = served.withLock { served in
            served.searchGeneration += 1
            defer { served.pendingSearch = nil }
            return served.pendingSearch
        }
        superseded?.cancel()
        building.withLock { kept in
            guard !served.withLock({ $0.stopped }) else { return }
            if let files = kept.lastCleanFiles, let saved = files.savedLesson(in: changed, templates: overlay.project),
               rebuildSaved(saved, kept: &kept, started: started, since: since ?? started) { return }
            rebuildWhole(kept: &kept, started: started)
        }
    }

    /// The whole preview, under `building`; its search index follows in the background.
    private func rebuildWhole(kept: inout Kept, started: Date) {
        kept.lastClean = nil
        let merged: String
        do throws(CourseError) { merged = try overlay.folder() } catch {
            log.warn(error.description)
            return
        }
        var context = BuildContext(
            coursesFolder: coursesFolder, output: folder, templates: merged, drafts: true, verifierOptions: verifierOptions,
            pageCache: pageCache)
        // Served over HTTP, the site's search works: index it as the build does.
        context.searchIndexer = searchIndexer
        context.preview.lastSearchIndex = kept.searchIndex
        var failures: [BuildError.StepFailure] = []
        do { try BuildPipeline(steps: BuildPipeline.preview).run(&context) } catch { failures = error.failures }
        let all = (context.preview.failuresShown + failures).flatMap(\.lines)
        let pages = context.report?.pages.count ?? 0
        if all.isEmpty, context.site != nil { kept.lastClean = Self.kept(context) }
        let generation: Int = served.withLock {
            if pages > 0 { $0.site = folder }
            $0.pageErrors = context.preview.errorPages.mapValues(\.lines)
            $0.errors = all
            $0.pendingSearch = context.searchIndexing
            return $0.searchGeneration
        }
        reload.bump()
        all.forEach(log.warn)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        log.say(all.isEmpty
            ? "built \(pages) pages in \(seconds) s"
            : "built \(pages) pages in \(seconds) s; \(all.count) error lines (shown in the browser)")
        guard failures.isEmpty, context.searchIndexing != nil else { return }
        let built = context
        Thread.detachNewThread { [self] in indexSearchAfter(built, generation: generation, started: started) }
    }

    /// What the next save starts from: the build's model, results, pages and what
    /// validating them found, without its Pagefind (which `pendingSearch` holds).
    static func kept(_ context: BuildContext) -> BuildContext {
        var kept = context
        kept.searchIndexing = nil
        kept.stepTimes = []
        return kept
    }

    func isCurrent(_ generation: Int) -> Bool { served.withLock { $0.searchGeneration == generation } }

    /// Stops Pagefind, waits for a build in progress to finish writing, then removes every
    /// folder. A build whose verify was stopped (`SnippetCleanup`) never finishes: it is
    /// waited for only until a thread of its verify is seen held.
    public func stop() {
        let cancelPending = { [self] in
            let pending: SearchIndexing? = served.withLock {
                $0.stopped = true
                $0.searchGeneration += 1
                return $0.pendingSearch
            }
            pending?.cancel()
        }
        cancelPending()
        var idle = false
        while !idle, !SnippetCleanup.holdsAThread {
            idle = building.withLockIfAvailable { _ in true } ?? false
            if !idle { Thread.sleep(forTimeInterval: 0.05) }
        }
        // The build that finished meanwhile may have started its index; a build after
        // this one sees `stopped` and does nothing.
        cancelPending()
        scratch.remove()
    }
}
