import CourseModel

extension SiteContext {
    /// The whole course in one language on one page (`print.html`, as mdBook's): its lessons
    /// in course order, each under its number and title, with a list of them first. The
    /// lessons' ids and links are made to hold on one page (`PrintAnchors`); `site.css`'s
    /// print rules start each lesson on a new sheet. Not in the search index: its lessons are.
    func printPage(course: Course, language: String) -> SitePage {
        let (path, alternates) = printPageLocation(course: course, language: language)
        let outline = outline(of: course)
        let lessons = outline.lessons(in: language)
        let ids = Set(lessons.map(\.id))
        var content = XMLElementValue("print-page", [
            "title": course.title(in: language),
            "index": SitePaths.link(from: path, to: SitePaths.lessonIndex(course: course.id, language: language)),
        ])
        var toc = XMLElementValue("toc")
        var sections: [XMLElementValue] = []
        for lesson in lessons {
            let number = String(lessonNumber(of: lesson, in: outline))
            toc.append(XMLElementValue("entry", [
                "href": "#" + PrintAnchors.anchor(lesson: lesson.id), "number": number, "lang": lesson.language(ofField: "title"),
            ], text: lesson.title))
            // Rendered as from the lesson's own page, which lies in this page's folder.
            let body = bodyRenderer(for: lesson, in: course, from: SitePaths.lesson(course: course.id, language: language, id: lesson.id)).render()
            var section = XMLElementValue("print-lesson", [
                "id": PrintAnchors.anchor(lesson: lesson.id), "number": number, "title": lesson.title,
                "summary": lesson.summary.isEmpty ? nil : lesson.summary,
                "title-lang": lesson.language(ofField: "title"), "summary-lang": lesson.language(ofField: "summary"),
            ])
            section.append(PrintAnchors(lesson: lesson.id, lessons: ids).rewritten(body))
            sections.append(section)
        }
        content.append(toc)
        content.append(contentsOf: sections)
        let crumbs = [
            crumb(key: "home", from: path, to: home(for: language)),
            crumb(course.title(in: language), from: path, to: SitePaths.lessonIndex(course: course.id, language: language)),
        ]
        let document = frame(kind: "print", path: path, language: language, title: course.title(in: language), alternates: alternates, crumbs: crumbs, content: content)
        return SitePage(path: path, language: language, document: document, alternates: alternates)
    }

    /// Where a course's print page goes, and its other languages'.
    func printPageLocation(course: Course, language: String) -> (path: String, alternates: [(language: String, path: String)]) {
        let alternates = outline(of: course).languages.map { (language: $0, path: SitePaths.printPage(course: course.id, language: $0)) }
        return (SitePaths.printPage(course: course.id, language: language), alternates)
    }
}
