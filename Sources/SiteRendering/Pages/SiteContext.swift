import CourseModel
import CoursecSupport
import Foundation

/// What every page builder reads: the input, and the lookups made from it once.
struct SiteContext {
    var input: SiteInput
    /// Languages with a word file in `templates/i18n/`; others fall back to English.
    var wordLanguages: Set<String>
    /// Every language any course is written in, sorted.
    var languages: [String]
    /// Languages that have a FAQ page: those with at least one question. A page
    /// saying "no questions yet", advertised on every page, only disappoints.
    /// Every page's masthead asks, so it is worked out once.
    let faqLanguages: [String]
    private var resultsByFile: [String: [Int: [SnippetResult]]] = [:]
    /// Each course's lesson order and lookups, by course id.
    private var outlines: [String: CourseOutline] = [:]
    /// Each lesson's heading slugs, worked out when a page or search source first asks.
    private let slugs = SlugMemo()
    /// Shared by the threads making pages.
    private let highlighting = HighlightMemo()
    /// Each lesson title's page (from the site root), by course id and language: what
    /// the course's lesson lists link.
    private var titleTargets: [String: [String: [String: String]]] = [:]
    /// site.json's stand-alone pages by id, then language: the footer of every page lists them.
    private(set) var standalonePages: [String: [String: Lesson]] = [:]

    init(input: SiteInput, wordLanguages: Set<String>) {
        self.input = input
        self.wordLanguages = wordLanguages
        let languages = Array(Set(input.courses.flatMap(\.languages))).sorted()
        self.languages = languages
        self.faqLanguages = languages.filter { language in
            input.courses.contains { $0.lessons.contains { $0.language == language && !$0.faq.isEmpty } }
        }
        for course in input.courses {
            let outline = CourseOutline(course)
            outlines[course.id] = outline
            for language in outline.languages {
                var targets: [String: String] = [:]
                for lesson in outline.lessons(in: language) {
                    targets[lesson.title] = SitePaths.lesson(course: course.id, language: language, id: lesson.id)
                }
                titleTargets[course.id, default: [:]][language] = targets
            }
        }
        for page in input.standalonePages {
            standalonePages[page.id, default: [:]][page.language] = page
        }
        for result in input.results {
            resultsByFile[Self.key(result.file), default: [:]][result.blockIndex, default: []].append(result)
        }
    }

    func outline(of course: Course) -> CourseOutline {
        outlines[course.id] ?? CourseOutline(course)
    }

    /// A lesson's path as results and lessons both spell it: by its spelling, not by
    /// asking the file system as Foundation's standardizing does, for every page.
    private static func key(_ file: String) -> String { AbsolutePath.simplified(file) }

    func results(for lesson: Lesson) -> [Int: [SnippetResult]] {
        resultsByFile[Self.key(lesson.file)] ?? [:]
    }

    func notice(for lesson: Lesson) -> TranslationNotice? {
        input.translationStates[lesson.file] ?? input.translationStates[Self.key(lesson.file)]
    }

    /// The site's languages that have no word file: their pages use the English words,
    /// and the build warns about each (never silently).
    var languagesWithoutWords: [String] {
        // A stand-alone page may be in a language no course has.
        Set(languages + input.standalonePages.map(\.language)).sorted().filter { !wordLanguages.contains($0) }
    }

    /// The word file a page in `language` uses.
    func words(for language: String) -> String {
        wordLanguages.contains(language) ? language : "en"
    }

    /// Worked out once per lesson: its page, the FAQ page and the search index all ask.
    /// Only when asked: a build after one lesson changed takes most pages and search
    /// sources from the page cache by their inputs, and working out every lesson's slugs
    /// ahead was 4% of it (`perf`, the 1,000-lesson bench course).
    func slugs(for lesson: Lesson) -> HeadingSlugs {
        slugs.slugs(of: lesson)
    }

    func bodyRenderer(for lesson: Lesson, in course: Course, from page: String) -> LessonBodyRenderer {
        let targets = titleTargets[course.id]?[lesson.language] ?? [:]
        let link = { (title: String) in targets[title].map { SitePaths.link(from: page, to: $0) } }
        return LessonBodyRenderer(lesson: lesson, slugs: slugs(for: lesson), results: results(for: lesson), lessonLink: link, highlighting: highlighting)
    }

    /// A stand-alone page's body: no results (nothing in it is verified), no lesson list to link.
    func bodyRenderer(forStandalone page: Lesson) -> LessonBodyRenderer {
        LessonBodyRenderer(lesson: page, slugs: slugs(for: page), results: [:], lessonLink: { _ in nil }, highlighting: highlighting)
    }

    /// The footer every page shows: site.json's pages in its order, each in the page's
    /// language where it has it, else in the entry language, else in the first it has.
    func footer(from path: String, language: String) -> XMLElementValue? {
        var footer = XMLElementValue("site-footer")
        for id in input.site.pages {
            guard let editions = standalonePages[id],
                  let page = editions[language] ?? editions[entryLanguage] ?? editions.sorted(by: { $0.key < $1.key }).first?.value else { continue }
            footer.append(XMLElementValue("footer-link", [
                "href": SitePaths.link(from: path, to: SitePaths.standalonePage(language: page.language, id: id)),
                "lang": page.language == language ? nil : page.language,
            ], text: page.title))
        }
        return footer.children.isEmpty ? nil : footer
    }

    /// The page frame every page shares: language, title, head links, breadcrumbs,
    /// language switcher and search box are filled in by `templates/page.xsl`.
    func frame(
        kind: String, path: String, language: String, title: String,
        alternates: [(language: String, path: String)], crumbs: [XMLElementValue], content: XMLElementValue
    ) -> XMLElementValue {
        var page = XMLElementValue("page", [
            "kind": kind, "lang": language, "words": words(for: language),
            "root": SitePaths.root(from: path), "title": title, "site-title": input.site.title(in: language),
            "logo": input.site.logo.map { SitePaths.link(from: path, to: $0.sitePath) },
            "home": SitePaths.link(from: path, to: home(for: language)),
            "faq": faqLanguages.contains(language) ? SitePaths.link(from: path, to: SitePaths.faq(language: language)) : nil,
            "glossary": glossaryLanguages.contains(language) ? SitePaths.link(from: path, to: SitePaths.glossary(language: language)) : nil,
        ])
        for alternate in alternates {
            page.append(XMLElementValue("alternate", [
                "hreflang": alternate.language,
                "href": SitePaths.link(from: path, to: alternate.path),
                "current": alternate.language == language ? "yes" : nil,
            ]))
        }
        page.append(XMLElementValue("crumbs", children: crumbs.map(XMLElementValue.Content.element)))
        // Search finds every language's sections; the page names those languages for its result labels.
        for code in languages { page.append(XMLElementValue("search-language", ["code": code])) }
        page.append(linkingGlossaryTerms(content, kind: kind, language: language, path: path))
        if let footer = footer(from: path, language: language) { page.append(footer) }
        return page
    }

    func crumb(_ text: String? = nil, key: String? = nil, from path: String, to target: String) -> XMLElementValue {
        var crumb = XMLElementValue("crumb", ["href": SitePaths.link(from: path, to: target), "key": key])
        if let text { crumb.append(text: text) }
        return crumb
    }
}
