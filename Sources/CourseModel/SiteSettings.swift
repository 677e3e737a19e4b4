import Foundation

/// `courses/site.json`: what a site says of itself, in each language: its title (the
/// brand on every page, the home page's heading, every page title's end), the home
/// page's introduction, and the language whose home page is the site's entry,
/// `index.html`, its logo, and where a lesson's source may be edited. Without the file the site
/// reads as it always has: the interface words' title and introduction, English at
/// `index.html`, and no edit links.
public struct SiteSettings: Hashable, Sendable {
    public static let fileName = "site.json"

    public var titles: [String: String]
    public var introductions: [String: String]
    public var entryLanguage: String?
    /// `editURL`: an http(s) address with `{path}` where the lesson file's path goes
    /// (`https://github.com/o/r/edit/main/{path}`), linked from every lesson page.
    public var editURL: String?
    /// `logo`: the image shown in every masthead, read from the courses folder.
    public var logo: SiteLogo?
    /// `lastUpdated`: every lesson page says when its file was last committed (from git).
    public var lastUpdated: Bool
    /// `pages`: the ids of the site's stand-alone pages (About, Contributing), each kept as
    /// `courses/pages/<lang>/<id>.md`, in the order the footer of every page lists them.
    public var pages: [String]
    /// Where site.json writes `pages`: the line an error about a listed page names.
    public var pagesLocation: SourceLocation?

    public init(
        titles: [String: String] = [:], introductions: [String: String] = [:], entryLanguage: String? = nil,
        editURL: String? = nil, logo: SiteLogo? = nil, lastUpdated: Bool = false,
        pages: [String] = [], pagesLocation: SourceLocation? = nil
    ) {
        self.pages = pages
        self.pagesLocation = pagesLocation
        self.lastUpdated = lastUpdated
        self.logo = logo
        self.titles = titles
        self.introductions = introductions
        self.entryLanguage = entryLanguage
        self.editURL = editURL
    }

    /// Where the file at `path` (relative to the folder holding the courses folder,
    /// `courses/c/tr/01-a.md`) is edited: `editURL` with `{path}` filled in, each
    /// name percent-encoded as a URL path needs; nil without `editURL`.
    public func editLink(forPath path: String) -> String? {
        guard let editURL else { return nil }
        let encoded = path.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0)
        }.joined(separator: "/")
        return editURL.replacingOccurrences(of: "{path}", with: encoded)
    }

    /// The title in `language`, else in the entry language; nil: the interface word.
    public func title(in language: String) -> String? {
        titles[language] ?? entryLanguage.flatMap { titles[$0] }
    }

    /// The introduction in `language`, else in the entry language; nil: the interface word.
    public func introduction(in language: String) -> String? {
        introductions[language] ?? entryLanguage.flatMap { introductions[$0] }
    }
}
