/// `courses/site.json`: what a site says of itself, in each language: its title (the
/// brand on every page, the home page's heading, every page title's end), the home
/// page's introduction, and the language whose home page is the site's entry,
/// `index.html`. Without the file the site reads as it always has: the interface
/// words' title and introduction, and English at `index.html`.
public struct SiteSettings: Hashable, Sendable {
    public static let fileName = "site.json"

    public var titles: [String: String]
    public var introductions: [String: String]
    public var entryLanguage: String?

    public init(titles: [String: String] = [:], introductions: [String: String] = [:], entryLanguage: String? = nil) {
        self.titles = titles
        self.introductions = introductions
        self.entryLanguage = entryLanguage
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
