import CoursePipeline
import Foundation
import SiteRendering

/// The search index after the pages: made on a thread of its own, so the pages are on
/// screen first, and published only while no save has come since (`searchGeneration`).
extension PreviewSession {
    /// The search index after a saved lesson: its sources made again and Pagefind started
    /// (outside `building`, so a save meanwhile is not held up), then `indexSearchAfter`.
    func reindexSearchAfter(_ updated: BuildContext, generation: Int, started: Date) {
        var context = updated
        guard isCurrent(generation) else { return }
        do throws(BuildError) { try BuildPipeline(steps: [.reindexSearch]).run(&context) } catch { return }
        let current: Bool = served.withLock {
            guard $0.searchGeneration == generation, !$0.stopped else { return false }
            $0.pendingSearch = context.searchIndexing
            return true
        }
        guard current else {
            context.searchIndexing?.cancel()
            return
        }
        indexSearchAfter(context, generation: generation, started: started)
    }

    /// The search index of the pages a rebuild published (`BuildPipeline.previewSearch`):
    /// waits for the Pagefind "render pages" started and publishes the site again with
    /// its index, unless a save came since (whose rebuild stopped this Pagefind first)
    /// or serve stops. Open pages do not reload: their next search loads the new index.
    func indexSearchAfter(_ built: BuildContext, generation: Int, started: Date) {
        building.withLock { kept in
            var context = built
            guard isCurrent(generation), !served.withLock({ $0.stopped }) else {
                context.searchIndexing?.cancel()
                return
            }
            do throws(BuildError) { try BuildPipeline(steps: BuildPipeline.previewSearch).run(&context) } catch {
                if isCurrent(generation) { error.failures.flatMap(\.lines).forEach(log.warn) }
                return
            }
            kept.searchIndex = context.site?.searchIndexFiles ?? [:]
            // The next save starts from the site with this index.
            if isCurrent(generation), kept.lastClean != nil { kept.lastClean = Self.kept(context) }
            served.withLock { if $0.searchGeneration == generation { $0.pendingSearch = nil } }
            let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
            log.say("search index updated in \(seconds) s")
        }
    }
}
