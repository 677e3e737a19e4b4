import CourseModel

extension SiteContext {
    /// A page of the site before its document is made: listing them is cheap, so
    /// the documents are made one at a time, on every core, and dropped once transformed.
    enum PageKind {
        case home(language: String)
        case lessonIndex(Course, language: String)
        case lesson(Lesson, Course)
        case faq(language: String)
        case glossary(language: String)
        case notFound
        /// A course's lessons in one language on one page (`print.html`).
        case print(Course, language: String)
        /// A page of site.json's `pages` in one language.
        case standalone(Lesson)
        case status(TranslationBoard, language: String)
    }

    /// Every page of the site, in a fixed order.
    func pageKinds() -> [PageKind] {
        // The 404 page before the glossaries: `renderPages` takes every page from the first glossary on as one.
        var kinds = homeLanguages.map { PageKind.home(language: $0) } + [.notFound]
        if let board = input.translationBoard { kinds += homeLanguages.map { .status(board, language: $0) } }
        for course in input.courses {
            let outline = outline(of: course)
            for language in outline.languages {
                kinds.append(.lessonIndex(course, language: language))
                kinds += outline.lessons(in: language).map { .lesson($0, course) }
                kinds.append(.print(course, language: language))
            }
        }
        kinds += input.standalonePages.map { .standalone($0) }
        kinds += faqLanguages.map { .faq(language: $0) }
        kinds += glossaryLanguages.map { .glossary(language: $0) }
        return kinds
    }

    func page(_ kind: PageKind) -> SitePage {
        switch kind {
        case .home(let language): homePage(language: language)
        case .lessonIndex(let course, let language): lessonIndexPage(course: course, language: language)
        case .lesson(let lesson, let course): lessonPage(lesson, course: course)
        case .faq(let language): faqPage(language: language)
        case .glossary(let language): glossaryPage(language: language)
        case .notFound: notFoundPage()
        case .print(let course, let language): printPage(course: course, language: language)
        case .standalone(let page): standalonePage(page)
        case .status(let board, let language): statusPage(board, language: language)
        }
    }
}
