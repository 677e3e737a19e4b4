import CourseModel

/// Makes one lesson's body fit the course's one-page version (`print.html`), as mdBook's
/// print page does with its chapters: every id the lesson's page gives (headings,
/// snippets, quizzes) is prefixed with the lesson's anchor, so no id repeats across
/// lessons; every link within the lesson, or to a lesson of the same course and
/// language (`next.html#step-2`, which lies in the print page's own folder), leads to
/// that place in the page; and headings go one level down, under the lesson's title.
/// Any other link (another language, the glossary, an image) is relative to the lesson's
/// folder, which is the print page's too, and stays as it is.
struct PrintAnchors {
    /// The lesson whose body is rewritten.
    var lesson: String
    /// The ids of the lessons the page holds.
    var lessons: Set<String>

    /// The id of a lesson's part of the page. Lesson ids have no `_`, so `lesson_a_b`
    /// (id `b` of lesson `a`) never reads as an id of another lesson.
    static func anchor(lesson: String) -> String { "lesson_" + lesson }

    static func anchor(lesson: String, id: String) -> String { anchor(lesson: lesson) + "_" + id }

    func rewritten(_ element: XMLElementValue) -> XMLElementValue {
        var element = element
        for index in element.attributes.indices {
            let value = element.attributes[index].value
            switch element.attributes[index].name {
            case "id": element.attributes[index].value = Self.anchor(lesson: lesson, id: value)
            case "href": element.attributes[index].value = href(value)
            case "level" where element.name == "heading":
                element.attributes[index].value = String(min(max(Int(value) ?? 2, 2) + 1, 6))
            default: break
            }
        }
        element.children = element.children.map { child in
            guard case .element(let inner) = child else { return child }
            return .element(rewritten(inner))
        }
        return element
    }

    /// `#part` within the lesson, or `other.html` and `other.html#part` of a lesson on the page.
    func href(_ href: String) -> String {
        if href.hasPrefix("#") { return "#" + Self.anchor(lesson: lesson, id: String(href.dropFirst())) }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts[0]
        guard !file.contains("/"), !file.contains(":"), file.hasSuffix(".html") else { return href }
        let target = String(file.dropLast(".html".count))
        guard lessons.contains(target) else { return href }
        guard parts.count > 1, !parts[1].isEmpty else { return "#" + Self.anchor(lesson: target) }
        return "#" + Self.anchor(lesson: target, id: String(parts[1]))
    }
}
