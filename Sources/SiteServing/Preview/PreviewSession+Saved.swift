import CoursePipeline
import Foundation

extension PreviewSession {
    /// One saved lesson redone on the last clean build's context (under `building`):
    /// its own pages first (`BuildPipeline.previewSaved`), reloaded; then the pages that
    /// list it (`previewSavedListings`); its search index follows in the background.
    /// False, with nothing published, when the pipeline cannot tell the whole change, so
    /// the whole preview runs.
    func rebuildSaved(_ saved: String, kept: inout Kept, started: Date, since: Date) -> Bool {
        guard var context = kept.lastClean else { return false }
        let locked = Date()
        context.stepTimes = []
        context.preview.savedLesson = saved
        context.preview.verifier = verifier
        context.preview.lastSearchIndex = kept.searchIndex
        do { try BuildPipeline(steps: BuildPipeline.previewSaved).run(&context) } catch { return false }
        // The saved page first: only the pages it changed reload (a page asks for its own).
        let pages = context.preview.updatedPages
        reload.bump(pages: Set(pages))
        let shown = Date()
        do { try BuildPipeline(steps: BuildPipeline.previewSavedListings).run(&context) } catch { return false }
        if !context.preview.updatedPages.isEmpty { reload.bump(pages: Set(context.preview.updatedPages)) }
        context.preview.savedLesson = nil
        kept.lastClean = context
        let generation = served.withLock { $0.searchGeneration }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        log.say("rebuilt \(pages.count + context.preview.updatedPages.count) pages of \(saved) in \(seconds) s")
        if verbose {
            log.say("  " + Self.timeline(context.stepTimes, since: since, started: started, locked: locked, shown: shown))
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
}
