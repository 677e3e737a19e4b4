/// Where each page lives in the site, and relative links between them, so the
/// site works from `file://` as well as from any web server folder.
enum SitePaths {
    /// The entry language's home page (English, unless site.json says otherwise) is the
    /// site's entry: `index.html`. Every other language with interface words has its
    /// own, `index.<lang>.html`, beside it (a folder named after a language could clash
    /// with a course's folder).
    static let home = "index.html"
    static func home(language: String, entry: String = "en") -> String { language == entry ? home : "index.\(language).html" }
    static let stylesheet = "site.css"
    static let searchScript = "search.js"
    /// Pagefind's files: one bundle per language (its script, its index in chunks, and
    /// the fragments results show), and the list of languages with a bundle.
    static let searchBundle = "pagefind"
    static func searchBundle(language: String) -> String { "\(searchBundle)/\(language)" }
    static let searchLanguages = "\(searchBundle)/languages.json"
    static let searchSlices = "\(searchBundle)/slices.json"
    static let sitemap = "sitemap.xml"
    /// The page a server shows for a missing address (`SiteBuilder.notFoundPage`).
    static let notFound = "404.html"
    /// The team's translation status page (`build --status-page`), in each language a home
    /// page is in: the entry language's is `status/index.html`.
    static func status(language: String, entry: String) -> String { language == entry ? "status/index.html" : "status/index.\(language).html" }
    static func isStatus(_ path: String) -> Bool { path.hasPrefix("status/index.") }
    /// In every site coursec builds: `build` replaces only a folder that holds it (or an empty one).
    static let marker = ".coursec-site"
    static let markerText = """
        This folder is a site that coursec built. `coursec build` replaces it whole
        on every build: anything else put here is lost. Without this file, coursec
        refuses to replace the folder.

        """

    static func lessonIndex(course: String, language: String) -> String { "\(course)/\(language)/index.html" }
    static func lesson(course: String, language: String, id: String) -> String { "\(course)/\(language)/\(id).html" }
    /// The whole course in one page, in one language (mdBook's `print.html`): no lesson
    /// may take this id (`CourseLoader` refuses it).
    static func printPage(course: String, language: String) -> String { "\(course)/\(language)/\(printPageName).html" }
    static let printPageName = "print"
    /// A stand-alone page of site.json's `pages`, in the folder its source has in `courses/`,
    /// which no course can take.
    static func standalonePage(language: String, id: String) -> String { "pages/\(language)/\(id).html" }
    static func faq(language: String) -> String { "faq/\(language).html" }
    static func glossary(language: String) -> String { "glossary/\(language).html" }
    /// Where the untranslated text of `page` is put for the indexer (never published).
    static func untranslatedSearchSource(_ page: String, language: String) -> String {
        String(page.dropLast(".html".count)) + ".untranslated-\(language).html"
    }

    /// `../` once per folder of `page`: the way from the page back to the site root.
    static func root(from page: String) -> String {
        String(repeating: "../", count: page.count(where: { $0 == "/" }))
    }

    /// A link from `page` to `target` (both relative to the site root).
    static func link(from page: String, to target: String) -> String {
        let fromFolders = page.split(separator: "/").dropLast()
        let toParts = target.split(separator: "/", omittingEmptySubsequences: false)
        var common = 0
        while common < fromFolders.count, common < toParts.count - 1, fromFolders[fromFolders.startIndex + common] == toParts[common] {
            common += 1
        }
        let up = String(repeating: "../", count: fromFolders.count - common)
        return up + toParts[common...].joined(separator: "/")
    }
}
