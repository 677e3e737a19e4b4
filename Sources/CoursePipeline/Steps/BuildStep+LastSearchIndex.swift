import CourseModel
import SiteRendering

extension BuildStep {
    /// The live preview's pages go out before their search index: the search index
    /// of the last preview (`PreviewState.lastSearchIndex`) is published with them, and
    /// Pagefind, which `renderPages` started over the new search sources, goes on;
    /// `BuildPipeline.previewSearch` then waits for it and publishes the site again,
    /// new index included. A preview needs the saved page on screen, not yet in search.
    public static let keepLastSearchIndex = BuildStep("keep the last search index", isReady: { $0.site != nil }) { context in
        guard var site = context.site else { throw CourseError("no site was rendered; run the step 'render pages' first") }
        site.showSearchIndex(context.preview.lastSearchIndex)
        context.site = site
    }
}
