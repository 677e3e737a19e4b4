import Foundation

extension SiteBuilder {
    /// What a build made, counted once: by "publish site" from the site it published
    /// (`init(site:parsed:files:published:)`), or, for a build that found the site up to
    /// date, from what the last build recorded of the site folder (`init(upToDate:)`).
    public struct Report: Equatable, Sendable {
        /// What the published site holds: the part of the report `BuildRecord` keeps.
        public struct Contents: Codable, Equatable, Sendable {
            /// Relative path of every page, sorted.
            public var pages: [String]
            /// Every file written, pages included.
            public var files: Int
            public var links: Int
            /// Every language with a search bundle, sorted.
            public var searchLanguages: [String]
            /// What the build could not do but did not stop for (no search indexer).
            public var warnings: [String]

            public init(pages: [String], files: Int, links: Int, searchLanguages: [String] = [], warnings: [String] = []) {
                self.pages = pages
                self.files = files
                self.links = links
                self.searchLanguages = searchLanguages
                self.warnings = warnings
            }
        }

        public var contents: Contents
        /// Pages taken as they were from the page cache.
        public var reused: Int
        /// The languages whose search bundle Pagefind made in this build, sorted; the
        /// others of `contents.searchLanguages` came from the page cache.
        public var searchLanguagesIndexed: [String]
        /// Page documents made: a lesson page whose inputs are unchanged needs none.
        public var documentsMade: Int
        /// Lesson pages whose search sources were made: the others' came from the page cache.
        public var searchSourcesMade: Int
        /// Pages whose links were checked: the others, and every page they link to, are
        /// as a build that checked them left them (`LinkBasis`).
        public var pagesLinkChecked: Int
        /// Files the replaced site held byte for byte: hard-linked from it, not written.
        public var filesLinked: Int
        /// True when the site folder already held what this build would publish
        /// (`BuildRecord`): nothing was rendered or written.
        public var upToDate: Bool

        /// The report of a build that published `site`, validated as `parsed`.
        public init(site: RenderedSite, parsed: [String: LibXML.ParsedPage], files: Int, published: PublishedSite) {
            contents = Contents(
                pages: site.pagePaths, files: files, links: parsed.values.reduce(0) { $0 + $1.references.count },
                searchLanguages: (site.searchLanguagesIndexed + site.searchLanguagesReused).sorted(), warnings: site.warnings)
            reused = site.reusedPages
            searchLanguagesIndexed = site.searchLanguagesIndexed
            documentsMade = site.documentsMade
            searchSourcesMade = site.searchSourcesMade
            pagesLinkChecked = site.pagesLinkChecked
            filesLinked = published.linkedFiles
            upToDate = false
        }

        /// The report of a build that found the site folder holding `contents` already:
        /// every page and search bundle reused, nothing made or written.
        public init(upToDate contents: Contents) {
            self.contents = contents
            reused = contents.pages.count
            searchLanguagesIndexed = []
            documentsMade = 0
            searchSourcesMade = 0
            pagesLinkChecked = 0
            filesLinked = 0
            upToDate = true
        }

        public var pages: [String] { contents.pages }
        public var files: Int { contents.files }
        public var links: Int { contents.links }
        public var warnings: [String] { contents.warnings }
        /// Pages transformed and validated by this build.
        public var rendered: Int { contents.pages.count - reused }
        /// The languages whose search bundle was taken from the page cache, sorted.
        public var searchLanguagesReused: [String] {
            contents.searchLanguages.filter { !searchLanguagesIndexed.contains($0) }
        }
        /// True when the search index came from the page cache: Pagefind did not run.
        public var searchIndexReused: Bool { searchLanguagesIndexed.isEmpty && !contents.searchLanguages.isEmpty }
    }
}
