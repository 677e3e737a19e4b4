import CourseModel

extension SiteContext {
    /// Every FAQ entry of one language across courses, each with its own
    /// anchor and a link back to the question on its lesson page.
    func faqPage(language: String) -> SitePage {
        let path = SitePaths.faq(language: language)
        var faq = XMLElementValue("faq-page")
        var used = UniqueSlugs()
        for course in input.courses {
            var courseElement = XMLElementValue("course", [
                "title": course.title(in: language),
                "href": SitePaths.link(from: path, to: SitePaths.lessonIndex(course: course.id, language: language)),
            ])
            for lesson in outline(of: course).lessons(in: language) where !lesson.faq.isEmpty {
                let lessonPath = SitePaths.lesson(course: course.id, language: language, id: lesson.id)
                var renderer = bodyRenderer(for: lesson, in: course, from: path)
                renderer.withoutAnchors = true
                let slugs = slugs(for: lesson)
                var lessonElement = XMLElementValue("lesson", ["title": lesson.title, "href": SitePaths.link(from: path, to: lessonPath)])
                let untranslated = lesson.untranslatedBlockLines
                for entry in lesson.faq {
                    let anchor = slugs.slug(atLine: entry.line).map { "#" + $0 } ?? ""
                    var question = XMLElementValue("question", [
                        "id": used.claim(HeadingSlug.slug(entry.question, language: language)),
                        "href": SitePaths.link(from: path, to: lessonPath) + anchor,
                        // A question a scaffold still has in the source's language.
                        "lang": untranslated.contains(entry.line) ? lesson.untranslatedLanguage : nil,
                    ], text: entry.question)
                    question.append(XMLElementValue("answer", children: entry.answer.flatMap { renderer.block($0) }.map(XMLElementValue.Content.element)))
                    lessonElement.append(question)
                }
                courseElement.append(lessonElement)
            }
            if !courseElement.elements.isEmpty { faq.append(courseElement) }
        }
        let alternates = faqPageLocation(language: language).alternates
        let document = frame(
            kind: "faq", path: path, language: language, title: "", alternates: alternates,
            crumbs: [crumb(key: "home", from: path, to: home(for: language))], content: faq)
        return SitePage(path: path, language: language, document: document, alternates: alternates)
    }

    /// Where a FAQ page goes and the FAQ pages of the other languages, without making it.
    func faqPageLocation(language: String) -> (path: String, alternates: [(language: String, path: String)]) {
        (SitePaths.faq(language: language), faqLanguages.map { (language: $0, path: SitePaths.faq(language: $0)) })
    }

    /// The location of a page the page cache finds by its inputs (`LessonPageInputs`): a lesson or a FAQ page.
    func locationFoundByInputs(_ kind: PageKind) -> (path: String, alternates: [(language: String, path: String)])? {
        switch kind {
        case .lesson(let lesson, let course): lessonPageLocation(lesson, course: course)
        case .faq(let language): faqPageLocation(language: language)
        case .print(let course, let language): printPageLocation(course: course, language: language)
        default: nil
        }
    }
}
