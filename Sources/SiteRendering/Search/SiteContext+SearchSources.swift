import CoursecSupport
import CourseModel

extension SiteContext {
    /// One search source per lesson page. Prose a translation still has in its
    /// source's language (after an untranslated marker) goes into a second
    /// source in that language, leading to the same page, so it is found by
    /// that language's rules and labelled with it in the results. Each glossary
    /// page is a source too; home, lesson index and FAQ pages are not (they list
    /// what the lesson sources hold, and FAQ entries are in their lessons).
    /// `rendered`: the pages as transformed, for the glossary's title in its own words.
    /// Made on every core, one lesson at a time, in the course outline's order.
    /// `stored`: a lesson page's sources as the page cache holds them, by the page's path;
    /// the lessons it has none for are made and given to `made`, which the count returned counts.
    func searchSources(
        rendered: [RenderedSite.Page], stored: (String) -> [SearchSource]? = { _ in nil }, made: (String, [SearchSource]) -> Void = { _, _ in }
    ) -> (sources: [SearchSource], made: Int) {
        var lessons: [(lesson: Lesson, course: Course, language: String)] = []
        for course in input.courses {
            let outline = outline(of: course)
            for language in outline.languages {
                lessons += outline.lessons(in: language).map { ($0, course, language) }
            }
        }
        let perLesson = lessons.parallelMap { lesson -> (sources: [SearchSource], made: Bool) in
            let page = SitePaths.lesson(course: lesson.course.id, language: lesson.language, id: lesson.lesson.id)
            if let sources = stored(page) { return (sources, false) }
            let sources = searchSources(of: lesson.lesson, course: lesson.course, language: lesson.language)
            made(page, sources)
            return (sources, true)
        }
        var sources = perLesson.flatMap(\.sources)
        for language in glossaryLanguages {
            let page = SitePaths.glossary(language: language)
            let terms = input.glossary.terms.compactMap { term in
                term.renderings[language].map { (id: term.id, name: $0.preferred, means: term.definitions[language], avoid: $0.avoid) }
            }
            let title = rendered.first { $0.path == page }.flatMap { Self.firstHeading(of: $0.text) } ?? page
            sources.append(.glossary(terms, page: page, language: language, title: title))
        }
        return (sources, perLesson.count(where: \.made))
    }

    /// A lesson page's source, and a second one for prose still in its source's language.
    private func searchSources(of lesson: Lesson, course: Course, language: String) -> [SearchSource] {
        var sources: [SearchSource] = []
        let page = SitePaths.lesson(course: course.id, language: language, id: lesson.id)
        let slugs = slugs(for: lesson)
        let untranslated = lesson.untranslatedBlockLines
        let own = lesson.document.children.filter { !untranslated.contains($0.line) }
        sources.append(.lesson(
            lesson, course: course, page: page, path: page, language: language,
            nodes: own, slugs: slugs, withTitle: true))
        if let source = lesson.untranslatedLanguage, !untranslated.isEmpty {
            // The heading before an untranslated stretch starts its section there too.
            var nodes: [MarkdownNode] = []
            var lastHeading: MarkdownNode?
            for node in lesson.document.children {
                if case .heading = node.kind { lastHeading = node }
                guard untranslated.contains(node.line) else { continue }
                if let heading = lastHeading, !nodes.contains(where: { $0.line == heading.line }) { nodes.append(heading) }
                nodes.append(node)
            }
            sources.append(.lesson(
                lesson, course: course, page: page, path: SitePaths.untranslatedSearchSource(page, language: source),
                language: source, nodes: nodes, slugs: slugs, withTitle: false))
        }
        return sources
    }

    /// The text of a page's `<h1>`: glossary.xsl writes the title there from the word files,
    /// which only the templates read.
    static func firstHeading(of xhtml: String) -> String? {
        guard let start = xhtml.range(of: "<h1>"), let end = xhtml.range(of: "</h1>", range: start.upperBound..<xhtml.endIndex) else { return nil }
        return String(xhtml[start.upperBound..<end.lowerBound])
    }
}
