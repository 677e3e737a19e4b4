import Foundation

/// The site in memory between rendering and publishing: each page's XHTML, and
/// every other file (assets, sitemap, the site marker, and once indexed the search bundle).
public struct RenderedSite: Sendable {
    public struct Page: Sendable, Equatable {
        /// Relative to the site root, e.g. `swift-academy/tr/coordinator.html`.
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// In the order they were rendered; a page whose transform failed is absent.
    public var pages: [Page]
    /// Every path the site has a page for, the failed ones included, sorted.
    public var pagePaths: [String]
    /// Paths relative to the site root.
    public var otherFiles: [String: Data]
    /// What the build could not do but did not stop for (no search indexer).
    public var warnings: [String] = []
    /// What `SiteBuilder.indexSearch` gives Pagefind in place of the pages; never published.
    var searchSources: [SearchSource] = []

    public init(pages: [Page], pagePaths: [String], otherFiles: [String: Data]) {
        self.pages = pages
        self.pagePaths = pagePaths
        self.otherFiles = otherFiles
    }

    /// Every file the site folder gets (a template file of a page's name wins, as it always did).
    public var files: [String: Data] {
        var files: [String: Data] = [:]
        for page in pages { files[page.path] = Data(page.text.utf8) }
        files.merge(otherFiles) { _, other in other }
        return files
    }
}
