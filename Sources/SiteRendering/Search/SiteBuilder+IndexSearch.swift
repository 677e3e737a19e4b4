import CourseModel
import Foundation

extension SiteBuilder {
    /// Adds each language's search bundle to the site under `pagefind/<language>/` (its
    /// slices after the first in folders below it), with `pagefind/languages.json` and
    /// `pagefind/slices.json`: the bundles `renderPages` started (`started`), or,
    /// when it started none, made now. With a page cache, a slice whose sources are byte
    /// for byte those of a stored bundle takes it from there: one changed lesson runs
    /// Pagefind for its own slice only.
    /// Without Pagefind the site is published without a search index, and a warning says so.
    public func indexSearch(_ site: inout RenderedSite, started: SearchIndexing?) throws(CourseErrors) {
        for path in site.searchIndexShown { site.otherFiles[path] = nil }
        site.searchIndexShown = []
        guard let searchIndexer else {
            started?.cancel()
            site.warnings.append(PagefindIndexer.missingWarning)
            return
        }
        var indexing = started
        if let running = indexing, running.executable != searchIndexer.executable {
            running.cancel()
            indexing = nil
        }
        let index = try (indexing ?? SearchIndexing(site.searchSources, indexer: searchIndexer, cache: site.pageCache)).finish()
        site.searchLanguagesIndexed = index.indexed
        site.searchLanguagesReused = index.reused
        for bundle in index.bundles.values { site.otherFiles.merge(bundle) { new, _ in new } }
        if !index.bundles.isEmpty {
            site.otherFiles[SitePaths.searchLanguages] = PagefindIndexer.languageList(index.bundles)
            site.otherFiles[SitePaths.searchSlices] = PagefindIndexer.sliceList(index.slices)
        }
    }
}
