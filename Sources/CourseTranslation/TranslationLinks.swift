import CourseModel
import Foundation

/// The links of a lesson as its translation needs them. A link to a lesson of its own
/// folder (`02-next.md#section`) becomes a link to the same lesson in the translation's
/// folder (its file name there) and to the section that stands for that section in it
/// (`SectionAlignment`); a `#section` of the lesson itself names its own heading, which the
/// scaffold keeps in the source's words until it is translated. Where the translation of
/// the other lesson has no such section yet, the link keeps the source's anchor, and the
/// loader reports it at its line (`CourseLinkCheck`) until that section is written. Links to
/// other folders (`../en/…`, other courses) lead to the same place from either folder.
enum TranslationLinks {
    /// Each destination of `source` that changes, as written → as the translation writes it.
    static func carried(_ source: Lesson, into language: String, course: Course?) -> [String: String] {
        var carried: [String: String] = [:]
        let ownAnchors = HeadingSlugs(source.document, language: source.language).anchors
        // The scaffold's headings are the source's, anchored by the translation's language.
        let scaffoldAnchors = HeadingSlugs(source.document, language: language).anchors
        for (link, _) in LessonLink.all(in: source.document) where link.folder.isEmpty {
            var moved = link
            if let name = link.decodedFileName {
                guard let course, let target = course.lessons.first(where: { $0.language == source.language && FilePath($0.file).lastComponent == name }) else { continue }
                let translation = course.lesson(id: target.id, language: language)
                if let translation { moved.fileName = FilePath(translation.file).lastComponent }
                if let section = link.section, let index = HeadingSlugs(target.document, language: target.language).anchors.firstIndex(where: { $0.id == section }) {
                    if let translation {
                        let theirs = HeadingSlugs(translation.document, language: translation.language).anchors
                        if let partner = SectionAlignment.partners(target, translation)[index], partner < theirs.count { moved.fragment = theirs[partner].id }
                    } else {
                        // Its translation, when scaffolded, keeps these headings too.
                        moved.fragment = HeadingSlugs(target.document, language: language).anchors[index].id
                    }
                }
            } else if let section = link.section, let index = ownAnchors.firstIndex(where: { $0.id == section }) {
                moved.fragment = scaffoldAnchors[index].id
            }
            if moved.destination != link.destination { carried[link.destination] = moved.destination }
        }
        return carried
    }

    /// `lines` with each carried destination replaced where Markdown writes a link's
    /// destination (`](…)`, `](<…>)`, `](… "title")`, and a reference definition's `]: …`),
    /// outside code blocks (`codeLines`), which are copied verbatim. One pass over each
    /// line: a replaced destination is never replaced again.
    static func apply(_ carried: [String: String], to lines: [String], codeLines: Set<Int>) -> [String] {
        guard !carried.isEmpty else { return lines }
        return lines.enumerated().map { index, line in
            codeLines.contains(index + 1) || !line.contains("]") ? line : carry(line, carried)
        }
    }

    private static func carry(_ line: String, _ carried: [String: String]) -> String {
        var result = ""
        var rest = Substring(line)
        while let bracket = rest.firstIndex(of: "]") {
            result += rest[...bracket]
            rest = rest[rest.index(after: bracket)...]
            guard let opener = ["(<", "(", ": <", ": "].first(where: { rest.hasPrefix($0) }) else { continue }
            result += opener
            rest = rest.dropFirst(opener.count)
            let stops: Set<Character> = opener.hasSuffix("<") ? [">"] : [")", " "]
            let end = rest.firstIndex(where: stops.contains) ?? rest.endIndex
            let destination = String(rest[..<end])
            result += carried[destination] ?? destination
            rest = rest[end...]
        }
        return result + rest
    }
}
