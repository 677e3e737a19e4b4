import Foundation

/// The site in memory between rendering and publishing: each page's XHTML, and
/// every other file (assets, sitemap, the site marker, and once indexed the search bundle).
public struct RenderedSite: Sendable {
    public struct Page: Sendable, Equatable {
        /// Relative to the site root, e.g. `swift-academy/tr/coordinator.html`.
        public var path: String
        public var text: String
        /// The page's key in the page cache, when the build has one.
        public var cacheKey: String?
        /// What validating the page found, when it came from the page cache: it is not validated again.
        public var cachedValidation: LibXML.ParsedPage?
        /// `text`'s UTF-8 bytes as the page cache held them, so that publishing does not
        /// make them again from `text`: copying 3,000 pages was 5% of a build of the
        /// 1,000-lesson bench course after one lesson changed, on one core (`perf`).
        var cachedBytes: Data?

        public init(path: String, text: String, cacheKey: String? = nil, cachedValidation: LibXML.ParsedPage? = nil) {
            self.path = path
            self.text = text
            self.cacheKey = cacheKey
            self.cachedValidation = cachedValidation
        }

        init(path: String, cached: PageCache.Entry, cacheKey: String) {
            self.init(path: path, text: cached.text, cacheKey: cacheKey, cachedValidation: cached.parsed)
            cachedBytes = cached.bytes
        }

        /// The page's file.
        var bytes: Data { cachedBytes ?? Data(text.utf8) }

        /// Alike whether or not the bytes were kept: they are `text`'s.
        public static func == (left: Page, right: Page) -> Bool {
            left.path == right.path && left.text == right.text && left.cacheKey == right.cacheKey
                && left.cachedValidation == right.cachedValidation
        }
    }

    /// In the order they were rendered; a page whose transform failed is absent.
    public var pages: [Page]
    /// Every path the site has a page for, the failed ones included, sorted.
    public var pagePaths: [String]
    /// Paths relative to the site root.
    public var otherFiles: [String: Data]
    /// Where validation stores the pages it checked, for the next build.
    public var pageCache: PageCache?
    /// What the build could not do but did not stop for (no search indexer).
    public var warnings: [String] = []
    /// What `SiteBuilder.indexSearch` gives Pagefind in place of the pages; never published.
    var searchSources: [SearchSource] = []
    /// The files of an earlier build's search index published with this site until its own
    /// is made (`showSearchIndex`); `SiteBuilder.indexSearch` removes them.
    var searchIndexShown: Set<String> = []
    /// The languages whose search bundle Pagefind made in this build, and those taken from the page cache; sorted.
    public var searchLanguagesIndexed: [String] = []
    public var searchLanguagesReused: [String] = []
    /// Page documents made by this build: a lesson page whose inputs made a page the
    /// cache holds is taken without one (`LessonPageInputs`).
    public var documentsMade = 0
    /// Lesson pages whose search sources this build made: the others' came from the page
    /// cache, stored under their pages' inputs (`PageCache+SearchSources.swift`).
    public var searchSourcesMade = 0
    /// What the links were checked against, for the next build (`LinkBasis`), and how many
    /// pages had their links checked: the others are unchanged since the last build.
    public var linkBasis: LinkBasis?
    public var pagesLinkChecked = 0

    public init(pages: [Page], pagePaths: [String], otherFiles: [String: Data], pageCache: PageCache? = nil) {
        self.pages = pages
        self.pagePaths = pagePaths
        self.otherFiles = otherFiles
        self.pageCache = pageCache
    }

    /// Pages taken from the page cache rather than transformed.
    public var reusedPages: Int { pages.count { $0.cachedValidation != nil } }

    /// Every file the site folder gets, each as what makes its bytes when it is written (a
    /// template file of a page's name wins, as it always did). A page's bytes are made from
    /// its text only as its file is written, and dropped after: all of them made at once
    /// beside the texts held the site twice, 86 MB of the 1,000-lesson bench course's peak
    /// memory (jemalloc's heap profile; bench/HISTORY.md, Dec 6).
    public var files: [String: @Sendable () -> Data] {
        var files: [String: @Sendable () -> Data] = [:]
        for page in pages { files[page.path] = { page.bytes } }
        for (path, data) in otherFiles { files[path] = { data } }
        return files
    }
}
