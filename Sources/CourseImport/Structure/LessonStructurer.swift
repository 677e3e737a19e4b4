import CourseModel
import CourseParsing
import Foundation

/// Turns segments into lesson elements: headings, paragraphs, lists, the FAQ,
/// quiz and lesson-list sections, code blocks with their roles, and tutorial steps.
///
/// Two scrape styles exist: text whose paragraphs are separated by blank lines
/// (then lines that follow each other with no blank are a list's items), and
/// text with no blank lines at all (then every line is a block of its own).
/// The steps: drop navigation, tell the style, take the title and summary, then
/// read the body (`LessonBodyReader`) and drop lesson lists the page left empty.
struct LessonStructurer {
    struct Result {
        var title: String
        var summary: String?
        var elements: [LessonElement]
        var tutorials: [String: TutorialFileBuilder]
        var lastTutorialFile: String?
        /// The blocks not confirmed yet whose text says what they print, to be tried.
        var candidates: [OutputCandidate]
    }

    let file: String

    /// `confirmed`: the blocks a trial showed to print what the text says (`LessonBodyReader`).
    func structure(_ segments: [Segment], confirmed: [Int: OutputCandidate] = [:]) throws(CourseError) -> Result {
        var segments = segments.filter {
            if case .prose(let line) = $0 { return !ProseLine.isNavigation(line.text) }
            return true
        }
        let paragraphMode = Self.isParagraphStyle(segments)
        let (title, summary) = try takeTitleAndSummary(from: &segments)
        var reader = LessonBodyReader(file: file, paragraphMode: paragraphMode, confirmed: confirmed)
        try reader.read(segments)
        return Result(
            title: title, summary: summary, elements: Self.droppingEmptyLessonLists(reader.elements),
            tutorials: reader.tutorials, lastTutorialFile: reader.lastTutorialFile, candidates: reader.candidates)
    }

    /// Blank-separated paragraphs: at least half the prose lines have a blank line after them.
    static func isParagraphStyle(_ segments: [Segment]) -> Bool {
        let prose = segments.indices.filter { if case .prose = segments[$0] { true } else { false } }
        let blankAfter = prose.filter { $0 + 1 < segments.count && segments[$0 + 1] == .blank }
        return !prose.isEmpty && blankAfter.count * 2 >= prose.count
    }

    /// Title: the first line; summary: a short sentence right after it (a question there is a heading).
    /// Both are removed from `segments`.
    private func takeTitleAndSummary(from segments: inout [Segment]) throws(CourseError) -> (title: String, summary: String?) {
        guard let titleIndex = segments.firstIndex(where: { if case .prose = $0 { true } else { false } }),
              case .prose(let titleLine) = segments[titleIndex]
        else { throw CourseError("no title line: the raw text has no prose", file: file) }
        segments.remove(at: titleIndex)
        guard let next = segments[titleIndex...].firstIndex(where: { $0 != .blank }), case .prose(let line) = segments[next],
              !line.isGluedHeading, ProseLine.isShortSentence(line.trimmed), !ProseLine.isQuestion(line.trimmed),
              SectionWords.kind(ofHeading: line.text) == nil,
              SectionWords.stepNumber(line.text) == nil
        else { return (titleLine.trimmed, nil) }
        segments.remove(at: next)
        return (titleLine.trimmed, line.trimmed)
    }

    /// A lesson-list heading with no list after it (the page did not render one) says nothing.
    private static func droppingEmptyLessonLists(_ elements: [LessonElement]) -> [LessonElement] {
        elements.enumerated().compactMap { index, element in
            if case .heading(_, _, SectionMarker.lessons.rawValue?) = element {
                guard index + 1 < elements.count, case .list = elements[index + 1] else { return nil }
            }
            return element
        }
    }

    static func trimmingBlankEnds(_ lines: [String]) -> [String] {
        var lines = lines
        while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
        return lines
    }

    static func block(_ lines: [String]) -> String {
        trimmingBlankEnds(lines).joined(separator: "\n") + "\n"
    }
}
