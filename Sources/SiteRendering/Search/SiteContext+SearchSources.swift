import CourseModel

extension SiteContext {
    /// One search source per lesson page. Prose a translation still has in its
    /// source's language (after an untranslated marker) goes into a second
    /// source in that language, leading to the same page, so it is found by
    /// that language's rules and labelled with it in the results.
    func searchSources() -> [SearchSource] {
        var sources: [SearchSource] = []
        for course in input.courses {
            for language in course.languages {
                for lesson in course.lessons(in: language) {
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
                }
            }
        }
        return sources
    }
}
