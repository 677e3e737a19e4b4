import Foundation

extension RenderedSite {
    /// The files of the search index this site holds (every bundle under `pagefind/`,
    /// and `pagefind/languages.json`).
    public var searchIndexFiles: [String: Data] {
        otherFiles.filter { $0.key.hasPrefix(SitePaths.searchBundle + "/") }
    }

    /// Publishes `files`, the search index of an earlier build, with this site until
    /// its own is made: the live preview shows a saved page first and indexes search
    /// after. `SiteBuilder.indexSearch` replaces them all, so no file of the earlier
    /// index outlives it (a language whose lessons are gone). A site already indexed
    /// keeps its own index.
    public mutating func showSearchIndex(_ files: [String: Data]) {
        guard searchIndexFiles.isEmpty else { return }
        otherFiles.merge(files) { own, _ in own }
        searchIndexShown = Set(files.keys)
    }
}
