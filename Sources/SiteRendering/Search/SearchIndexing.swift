import CoursecSupport
import CourseModel
import Foundation

/// A build's search index, made while its pages are still being rendered and checked.
/// Each language's sources are cut into slices (`SearchSlice`); each slice whose sources
/// are byte for byte those of a bundle the page cache holds takes that bundle at once, and
/// Pagefind makes the others on a thread of their own, one slice at a time, as soon as the
/// sources are known, rather than after the checks. Both sides are bound by the CPU on a
/// 2-core machine, so on the 1,000-lesson bench course this took a build after one changed
/// lesson from 3.06–3.26 s to 2.92–3.10 s (docs/site.md, "Cost of indexing").
///
/// `SiteBuilder.renderPages` starts it and returns it beside the site; the build keeps it
/// in its context (`BuildContext.searchIndexing`) until `SiteBuilder.indexSearch` finishes
/// it. A build that fails `cancel`s: Pagefind is stopped and its work folder removed before
/// `cancel` returns, so a failed build leaves no process and no files behind. Dropping the
/// last reference cancels too, and so does SIGINT, SIGTERM or SIGHUP while Pagefind runs
/// (`InterruptCleanup`).
public final class SearchIndexing: Sendable {
    /// The Pagefind that makes the bundles: a build whose indexer changed since does not use them.
    let executable: String
    private let reused: [String: [String: Data]]
    /// Languages with a slice Pagefind indexes, sorted.
    private let indexed: [String]
    /// Each language's slices after its first, by name (`pagefind/slices.json`).
    private let sliceNames: [String: [String]]
    private let work: Work

    /// Starts at once; `cache`: where bundles are looked up and the new ones stored.
    init(_ sources: [SearchSource], indexer: PagefindIndexer, cache: PageCache?) {
        var byLanguage: [String: [SearchSource]] = [:]
        for source in sources { byLanguage[source.language, default: []].append(source) }
        var reused: [String: [String: Data]] = [:]
        var missing: [Work.Slice] = []
        var names: [String: [String]] = [:]
        for (language, sources) in byLanguage.sorted(by: { $0.key < $1.key }) {
            let slices = SearchSlice.slices(of: sources, language: language, size: indexer.sliceSize)
            names.merge(SearchSlice.names(slices)) { _, new in new }
            for slice in slices {
                let key = cache?.searchBundleKey(slice, executable: indexer.executable)
                if let key, let bundle = cache?.loadSearchBundle(key) {
                    reused[language, default: [:]].merge(bundle) { _, new in new }
                } else {
                    missing.append(Work.Slice(slice: slice, key: key))
                }
            }
        }
        executable = indexer.executable
        indexed = Set(missing.map(\.slice.language)).sorted()
        self.reused = reused
        sliceNames = names
        work = Work()
        let (work, slices) = (work, missing)
        // Interrupted (Ctrl-C, a CI job cancelled), coursec stops Pagefind and removes its folder before it ends.
        work.interruptions = InterruptCleanup.register { work.cancel() }
        Thread.detachNewThread { work.run(slices, indexer: indexer, cache: cache) }
    }

    deinit { work.cancel() }

    /// Every language's bundle (the files of all its slices), by language; the languages
    /// Pagefind indexed a slice of, and those wholly taken from the cache, sorted; each
    /// language's slices after its first, by name. The errors of every slice Pagefind failed on.
    func finish() throws(CourseErrors) -> (bundles: [String: [String: Data]], indexed: [String], reused: [String], slices: [String: [String]]) {
        let made = try work.wait()
        let bundles = reused.merging(made) { old, new in old.merging(new) { _, made in made } }
        return (bundles, indexed, reused.keys.filter { !indexed.contains($0) }.sorted(), sliceNames)
    }

    /// Stops Pagefind and waits until its work folder is gone; the bundles are dropped.
    public func cancel() { work.cancel() }

    /// What the indexing thread and the build share: the running Pagefind, whether the
    /// build gave up, and the outcome. Unchecked because the lock guards every field
    /// (the outcome is only read after `finished` is signalled).
    final class Work: @unchecked Sendable {
        struct Slice: Sendable {
            var slice: SearchSlice
            var key: String?
        }

        private let lock = NSLock()
        private var process: Process?
        private var cancelled = false
        private var outcome: Result<[String: [String: Data]], CourseErrors> = .success([:])
        private let finished = DispatchSemaphore(value: 0)
        /// Set before the thread starts; ended when it has.
        fileprivate var interruptions: InterruptCleanup.Registration?

        /// One Pagefind at a time, and one for all the slices of a language: its service
        /// mode makes every slice's bundle in the one process (`PagefindService`), which
        /// loads the Japanese dictionary once. Not one for the whole build: a service keeps
        /// the dictionary (300 MB resident) after its Japanese indexes are deleted, while a
        /// Turkish or English one starts in 0.02 CPU-s. Measured on the 1,000-lesson site (docs/site.md, "Cost of
        /// indexing"): Pagefind already keeps both cores of this machine busy, so running
        /// the languages at once saved at most the 1.5–2 s that the summed CPU time allows,
        /// while the peak memory of the processes together grew from Japanese alone
        /// (≈ 470 MB, its dictionary 340 MB) to ≈ 650–700 MB. Every slice is tried (a
        /// service that ended is started again for the next); the errors of all that
        /// failed are thrown together.
        fileprivate func run(_ slices: [Slice], indexer: PagefindIndexer, cache: PageCache?) {
            var bundles: [String: [String: Data]] = [:]
            var errors: [CourseError] = []
            let manager = FileManager.default
            let work = PagefindIndexer.workFolder() + "/coursec-search-\(UUID().uuidString)"
            var service: PagefindService?
            var indexable = slices
            if !slices.isEmpty {
                do { try manager.createDirectory(atPath: work, withIntermediateDirectories: true) } catch {
                    errors.append(CourseError("search: cannot write the pages to index: \(error.localizedDescription)", file: work))
                    indexable = []
                }
            }
            for (number, slice) in indexable.enumerated() {
                if isCancelled { break }
                do throws(CourseError) {
                    let running: PagefindService
                    if let service, !service.isBroken, service.language == slice.slice.language {
                        running = service
                    } else {
                        // A language's first slice, or the one after a service that ended.
                        service?.end()
                        service = nil
                        release()
                        running = try PagefindService(
                            executable: indexer.executable, language: slice.slice.language, errorFile: work + "/pagefind-errors"
                        ) { process in
                            if !self.admit(process) { Self.stop(process) }
                        }
                        service = running
                    }
                    let bundle = try indexer.index(slice.slice, service: running, work: work + "/slice-\(number)")
                    if let key = slice.key { cache?.storeSearchBundle(key, bundle) }
                    bundles[slice.slice.language, default: [:]].merge(bundle) { _, new in new }
                } catch {
                    errors.append(isCancelled ? CourseError("search: the build stopped before Pagefind finished", file: indexer.executable) : error)
                }
            }
            service?.end()
            release()
            try? manager.removeItem(atPath: work)
            lock.withLock {
                // Cancelled between two slices, it made only some: none is an index of the site.
                if cancelled, errors.isEmpty { errors = [CourseError("search: the build stopped before Pagefind finished", file: indexer.executable)] }
                outcome = errors.isEmpty ? .success(bundles) : .failure(CourseErrors(errors))
            }
            finished.signal()
            interruptions?.end()
        }

        /// Waits for the thread; may be called again (and after `cancel`).
        fileprivate func wait() throws(CourseErrors) -> [String: [String: Data]] {
            finished.wait()
            finished.signal()
            // Stopped by a signal: coursec ends by it, not by the build's failure.
            InterruptCleanup.waitIfEnding()
            return try lock.withLock { outcome }.get()
        }

        fileprivate func cancel() {
            lock.withLock {
                cancelled = true
                if let process { Self.stop(process) }
            }
            finished.wait()
            finished.signal()
        }

        var isCancelled: Bool { lock.withLock { cancelled } }

        /// SIGKILL, not SIGTERM: while Pagefind runs coursec ignores SIGINT and SIGTERM
        /// (`InterruptCleanup` reads them), and a process started then ignores them too.
        /// Its bundle is thrown away with its folder, so nothing is lost by not asking.
        static func stop(_ process: Process) {
            kill(process.processIdentifier, SIGKILL)
        }

        /// Called with Pagefind just started: false when the build has given up, and the
        /// caller stops it. Stopping only a process known to be running is safe.
        func admit(_ running: Process) -> Bool {
            lock.withLock {
                if cancelled { return false }
                process = running
                return true
            }
        }

        /// Pagefind has exited: it is no longer to be stopped.
        func release() { lock.withLock { process = nil } }
    }
}
