import CourseModel
import CourseParsing
import Foundation

/// Turns segments into lesson elements: headings, paragraphs, lists, the FAQ,
/// quiz and lesson-list sections, code blocks with their roles, and tutorial steps.
///
/// Two scrape styles exist: text whose paragraphs are separated by blank lines
/// (then lines that follow each other with no blank are a list's items), and
/// text with no blank lines at all (then every line is a block of its own).
struct LessonStructurer {
    struct Result {
        var title: String
        var summary: String?
        var elements: [LessonElement]
        var tutorials: [String: TutorialFileBuilder]
        var lastTutorialFile: String?
    }

    private enum Mode { case body, faq, quiz, lessons, note(String) }

    let file: String

    func structure(_ segments: [Segment]) throws(CourseError) -> Result {
        var segments = segments.filter {
            if case .prose(let line) = $0 { return !ProseLine.isNavigation(line.text) }
            return true
        }
        let proseCount = segments.indices.filter { if case .prose = segments[$0] { true } else { false } }
        let blankAfter = proseCount.filter { $0 + 1 < segments.count && segments[$0 + 1] == .blank }
        let paragraphMode = !proseCount.isEmpty && blankAfter.count * 2 >= proseCount.count

        // Title: the first line; summary: a short sentence right after it (a question there is a heading).
        guard let titleIndex = segments.firstIndex(where: { if case .prose = $0 { true } else { false } }),
              case .prose(let titleLine) = segments[titleIndex]
        else { throw CourseError("no title line: the raw text has no prose", file: file) }
        segments.remove(at: titleIndex)
        var summary: String?
        if let next = segments[titleIndex...].firstIndex(where: { $0 != .blank }), case .prose(let line) = segments[next],
           !line.isGluedHeading, ProseLine.isShortSentence(line.trimmed), !ProseLine.isQuestion(line.trimmed),
           SectionWords.kind(ofHeading: line.text) == nil,
           SectionWords.stepNumber(line.text) == nil {
            summary = line.trimmed
            segments.remove(at: next)
        }

        var elements: [LessonElement] = []
        var mode = Mode.body
        var tutorials: [String: TutorialFileBuilder] = [:]
        var lastTutorialFile: String?
        var inStep = false
        var pendingFinal: Int?
        var index = 0
        while index < segments.count {
            switch segments[index] {
            case .blank:
                index += 1
            case .output(let lines):
                elements.append(.snippet(info: "output", code: Self.block(lines.map(\.text)), sourceLine: lines[0].number))
                index += 1
            case .code(let run):
                if let final = pendingFinal {
                    // The whole-program section shows its own code, so the rebuilt file is not needed there.
                    elements.remove(at: final)
                    pendingFinal = nil
                }
                let hasOutput = index + 1 < segments.count && { if case .output = segments[index + 1] { true } else { false } }()
                if inStep, run.isListing {
                    let name = run.caption ?? SnippetClassifier.declaredName(run.texts.map { ListingLine(parsing: $0).text }) ?? lastTutorialFile ?? "Main.swift"
                    var builder = tutorials[name] ?? TutorialFileBuilder(fileName: name)
                    try builder.apply(run.texts.map(ListingLine.init(parsing:)), source: SourceLocation(file: file, line: run.firstLine))
                    tutorials[name] = builder
                    lastTutorialFile = name
                    elements.append(.tutorialStep(file: name, step: builder.steps, sourceLine: run.firstLine))
                } else {
                    let texts = run.isListing ? run.texts.map { ListingLine(parsing: $0).text } : run.texts
                    let lines = CodeReindenter.restore(Self.trimmingBlankEnds(texts))
                    let info = SnippetClassifier.info(for: lines, caption: run.caption, hasOutput: hasOutput)
                    elements.append(.snippet(info: info, code: Self.block(lines), sourceLine: run.firstLine))
                }
                index += 1
            case .prose:
                var group: [RawLine] = []
                while index < segments.count, case .prose(let line) = segments[index] {
                    group.append(line)
                    index += 1
                    if !paragraphMode || line.isGluedHeading { break }
                }
                if !paragraphMode, ProseLine.bulletText(group[0].text) != nil {
                    while index < segments.count, case .prose(let line) = segments[index], ProseLine.bulletText(line.text) != nil {
                        group.append(line)
                        index += 1
                    }
                }
                if group.count > 1 || ProseLine.bulletText(group[0].text) != nil {
                    let items = group.map { ProseLine.bulletText($0.text) ?? $0.trimmed }
                    if case .lessons = mode, case .list(let before)? = elements.last {
                        elements[elements.count - 1] = .list(before + items)
                    } else {
                        elements.append(.list(items))
                    }
                    continue
                }
                let line = group[0]
                let text = line.trimmed
                let kind = SectionWords.kind(ofHeading: text)
                if kind != nil || SectionWords.stepNumber(text) != nil { pendingFinal = nil }
                switch (mode, kind) {
                case (_, .faq?):
                    mode = .faq
                    elements.append(.heading(text, level: 2, marker: LessonParser.SectionMarker.faq.rawValue))
                case (_, .quiz?):
                    mode = .quiz
                    elements.append(.heading(text, level: 2, marker: LessonParser.SectionMarker.quiz.rawValue))
                case (_, .lessons?):
                    mode = .lessons
                    elements.append(.heading(text, level: 2, marker: LessonParser.SectionMarker.lessons.rawValue))
                case (_, .note?):
                    mode = .note(text)
                case (_, .wholeProgram?):
                    mode = .body
                    elements.append(.heading(text, level: 2, marker: nil))
                    elements.append(.tutorialFinal(sourceLine: line.number))
                    pendingFinal = elements.count - 1
                case (.lessons, nil):
                    if case .list(let before)? = elements.last {
                        elements[elements.count - 1] = .list(before + [text])
                    } else {
                        elements.append(.list([text]))
                    }
                case (.quiz, nil) where ProseLine.isQuestion(text):
                    elements.append(.paragraph(text))
                case (.faq, nil):
                    elements.append(ProseLine.isQuestion(text) ? .heading(text, level: 3, marker: nil) : .paragraph(text))
                case (.note(let title), nil):
                    mode = .body
                    elements.append(.note(title: title, text: text))
                default:
                    if SectionWords.stepNumber(text) != nil {
                        inStep = true
                        mode = .body
                        elements.append(.heading(text, level: 2, marker: nil))
                    } else if line.isGluedHeading || ProseLine.isHeadingShaped(text) {
                        mode = .body
                        pendingFinal = nil
                        elements.append(.heading(text, level: 2, marker: nil))
                    } else {
                        elements.append(.paragraph(text))
                    }
                }
            }
        }
        elements = Self.droppingEmptyLessonLists(elements)
        return Result(title: titleLine.trimmed, summary: summary, elements: elements, tutorials: tutorials, lastTutorialFile: lastTutorialFile)
    }

    /// A lesson-list heading with no list after it (the page did not render one) says nothing.
    private static func droppingEmptyLessonLists(_ elements: [LessonElement]) -> [LessonElement] {
        elements.enumerated().compactMap { index, element in
            if case .heading(_, _, LessonParser.SectionMarker.lessons.rawValue?) = element {
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
