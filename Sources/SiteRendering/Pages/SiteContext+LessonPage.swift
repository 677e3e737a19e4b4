import CourseModel
import Foundation

extension SiteContext {
    /// The most lessons listed beside a lesson page. Every page listing every lesson makes
    /// the site grow with the square of its lessons (1,000 lessons in 3 languages: 3,000
    /// pages of 1,000 links each, most of the build's time spent checking them), so a
    /// longer course lists the lessons around the current one, and links the rest of the
    /// list (its lesson index) before and after them.
    static let lessonListLength = 40

    /// The lessons a page at `position` lists of `count`: all when they fit, else a window
    /// of `lessonListLength` with the current lesson in its middle (or as near as the ends allow).
    static func lessonListWindow(count: Int, around position: Int) -> Range<Int> {
        guard count > lessonListLength else { return 0..<count }
        let start = min(max(0, position - lessonListLength / 2), count - lessonListLength)
        return start..<(start + lessonListLength)
    }

    /// A lesson page: the lesson's prose and snippets, its table of contents,
    /// a notice when its translation lags, and the way to the lessons before
    /// and after it in this language.
    func lessonPage(_ lesson: Lesson, course: Course) -> SitePage {
        let language = lesson.language
        let (path, alternates) = lessonPageLocation(lesson, course: course)
        let renderer = bodyRenderer(for: lesson, in: course, from: path)
        let outline = outline(of: course)
        let ordered = outline.lessons(in: language)
        let position = outline.position(of: lesson) ?? 0
        let number = lessonNumber(of: lesson, in: outline)

        var page = XMLElementValue("lesson-page", [
            "number": String(number), "title": lesson.title, "summary": lesson.summary.isEmpty ? nil : lesson.summary,
            "title-lang": lesson.language(ofField: "title"), "summary-lang": lesson.language(ofField: "summary"),
            "edit": editLink(for: lesson, in: course),
        ])
        if let updated = lastUpdated(lesson) {
            page.append(XMLElementValue("updated", ["date": updated.iso], text: updated.text))
        }
        if let notice = notice(for: lesson), notice.warnsReader {
            page.append(notice.element)
        }
        let body = renderer.render()
        page.append(Self.contents(of: body))
        // The course's lessons in this language beside the page, this one marked (the
        // titles and order are in the course's digest of `LessonPageInputs`).
        var lessons = XMLElementValue("course-lessons", [
            "title": course.title(in: language),
            "href": SitePaths.link(from: path, to: SitePaths.lessonIndex(course: course.id, language: language)),
        ])
        let shown = Self.lessonListWindow(count: ordered.count, around: position)
        lessons.set("earlier", shown.lowerBound > 0 ? String(shown.lowerBound) : nil)
        lessons.set("later", shown.upperBound < ordered.count ? String(ordered.count - shown.upperBound) : nil)
        for other in ordered[shown] {
            lessons.append(XMLElementValue("entry", [
                "href": SitePaths.link(from: path, to: SitePaths.lesson(course: course.id, language: language, id: other.id)),
                "current": other.id == lesson.id ? "yes" : nil,
            ], text: other.title))
        }
        page.append(lessons)
        page.append(XMLElementValue("print-link", ["href": SitePaths.link(from: path, to: SitePaths.printPage(course: course.id, language: language))]))
        page.append(body)
        var pager = XMLElementValue("pager")
        for (name, neighbour) in [("previous", position > 0 ? ordered[position - 1] : nil), ("next", position + 1 < ordered.count ? ordered[position + 1] : nil)] {
            guard let neighbour else { continue }
            pager.append(XMLElementValue(name, [
                "href": SitePaths.link(from: path, to: SitePaths.lesson(course: course.id, language: language, id: neighbour.id)),
                "title": neighbour.title,
            ]))
        }
        page.append(pager)

        let crumbs = [
            crumb(key: "home", from: path, to: home(for: language)),
            crumb(course.title(in: language), from: path, to: SitePaths.lessonIndex(course: course.id, language: language)),
        ]
        let document = frame(kind: "lesson", path: path, language: language, title: lesson.title, alternates: alternates, crumbs: crumbs, content: page)
        return SitePage(path: path, language: language, document: document, alternates: alternates)
    }

    /// The number a lesson's page shows: the one its source gives it (seed 000 is "lesson
    /// 2 of 4"), else its place in the course.
    func lessonNumber(of lesson: Lesson, in outline: CourseOutline) -> Int {
        lesson.order > 0 ? lesson.order : (outline.listedPosition(of: lesson.id) ?? outline.position(of: lesson) ?? 0) + 1
    }

    /// "On this page": the body's headings of levels 2 and 3, each linking its anchor.
    static func contents(of body: XMLElementValue) -> XMLElementValue {
        var toc = XMLElementValue("toc")
        // A heading still in the source's language keeps that language in the contents too.
        let headings = body.elements.flatMap { block in
            block.name == "untranslated" ? block.elements.map { ($0, block.attribute("lang")) } : [(block, nil)]
        }
        for (heading, headingLanguage) in headings where heading.name == "heading" {
            guard let level = heading.attribute("level"), level == "2" || level == "3", let id = heading.attribute("id") else { continue }
            toc.append(XMLElementValue("entry", ["href": "#" + id, "level": level, "lang": headingLanguage], text: heading.textContent))
        }
        return toc
    }

    /// `site.json`'s `editURL` for the lesson's file, named from the folder holding the
    /// courses folder (`courses/c/tr/01-a.md`) whatever path the build was given.
    func editLink(for lesson: Lesson, in course: Course) -> String? {
        input.site.editLink(forPath: input.coursesFolderName + "/" + pathInCourses(of: lesson))
    }

    /// The lesson file's path in the courses folder (`temel/tr/01-a.md`: its course's
    /// folder, its language's, its name), as git names it there.
    func pathInCourses(of lesson: Lesson) -> String {
        let file = FilePath(lesson.file)
        let languageFolder = file.deletingLastComponent
        return [languageFolder.deletingLastComponent.lastComponent, languageFolder.lastComponent, file.lastComponent].joined(separator: "/")
    }

    /// When the lesson file was last committed, for `lastUpdated`; nil without it, or git, or a commit of the file.
    func lastUpdatedDate(of lesson: Lesson) -> Date? {
        input.site.lastUpdated ? input.lastUpdated[pathInCourses(of: lesson)] : nil
    }

    /// When the lesson file was last committed, for `lastUpdated`: the day (UTC) as the
    /// page's language writes a date (`6 Aralık 2026`, `2026年12月6日`), and as ISO 8601.
    func lastUpdated(_ lesson: Lesson) -> (text: String, iso: String)? {
        guard let date = lastUpdatedDate(of: lesson) else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: lesson.language)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withFullDate]
        return (formatter.string(from: date), iso.string(from: date))
    }

    /// Where a lesson page goes, and the same lesson's pages in other languages
    /// (the sitemap asks for them also when the page comes from the page cache).
    func lessonPageLocation(_ lesson: Lesson, course: Course) -> (path: String, alternates: [(language: String, path: String)]) {
        let alternates = outline(of: course).editions(of: lesson.id).map(\.language).map {
            (language: $0, path: SitePaths.lesson(course: course.id, language: $0, id: lesson.id))
        }
        return (SitePaths.lesson(course: course.id, language: lesson.language, id: lesson.id), alternates)
    }
}
