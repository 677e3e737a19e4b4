import CourseModel
import Foundation

/// Everything a site is made from: the loaded courses, what verification
/// found for their snippets, and each translation's state.
public struct SiteInput: Sendable {
    public var courses: [Course]
    /// Matched to blocks by lesson file and block index.
    public var results: [SnippetResult]
    /// Keyed by lesson file, as `Lesson.file` spells it.
    public var translationStates: [String: TranslationNotice]
    /// When set, the sitemap's `<loc>` values are absolute URLs under it
    /// (search engines need them); otherwise they are relative to the site root.
    public var baseURL: String?
    /// `courses/glossary.json`: a glossary page per language, and links from each term's first use.
    public var glossary: Glossary
    /// `courses/site.json`: the site's title, introduction and entry language.
    public var site: SiteSettings
    /// site.json's stand-alone pages (`pages`), each parsed as a lesson is, in every
    /// language it has, in the order site.json lists them.
    public var standalonePages: [Lesson]
    /// The courses folder's own name (`courses`): the first name of the path that
    /// `site.editURL` is given, which is relative to the folder holding it.
    public var coursesFolderName: String
    /// When each lesson file was last committed, by its path in the courses folder
    /// (`temel/tr/01-a.md`): made only for `site.lastUpdated`; a file without one shows no date.
    public var lastUpdated: [String: Date]
    /// `build --status-page`: each lesson's state in each language, for `status/index.html`.
    public var translationBoard: TranslationBoard?

    public init(
        courses: [Course], results: [SnippetResult] = [], translationStates: [String: TranslationNotice] = [:],
        baseURL: String? = nil, glossary: Glossary = Glossary(terms: []), site: SiteSettings = SiteSettings(),
        standalonePages: [Lesson] = [], coursesFolderName: String = "courses", lastUpdated: [String: Date] = [:], translationBoard: TranslationBoard? = nil
    ) {
        self.translationBoard = translationBoard
        self.lastUpdated = lastUpdated
        self.coursesFolderName = coursesFolderName
        self.glossary = glossary
        self.site = site
        self.standalonePages = standalonePages
        self.courses = courses
        self.results = results
        self.translationStates = translationStates
        self.baseURL = baseURL
    }
}
