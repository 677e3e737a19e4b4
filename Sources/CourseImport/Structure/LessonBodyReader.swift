import CourseModel
import CourseParsing

/// Reads a lesson's body, after its title and summary, segment by segment into
/// elements. What a prose line means depends on the section it is in (`Section`),
/// on whether a tutorial step has begun, and on whether a whole-program section
/// still waits for its code. A block whose output evidence a trial confirmed becomes
/// `swift run`, and the lines that gave its output an `output` block.
struct LessonBodyReader {
    /// The section being read: a heading of its kind switches to it.
    enum Section { case body, faq, quiz, lessons, note(title: String) }

    let file: String
    /// Blank-separated paragraphs (else every line is a block of its own).
    let paragraphMode: Bool

    /// The code segments (by index) tried and shown to print what the text says, with the
    /// evidence that held (its parts only the segments that hold what the block prints).
    let confirmed: [Int: OutputCandidate]
    private(set) var elements: [LessonElement] = []
    /// The blocks that are not programs yet whose text says what they print, to be tried.
    private(set) var candidates: [OutputCandidate] = []
    private(set) var tutorials: [String: TutorialFileBuilder] = [:]
    private(set) var lastTutorialFile: String?
    private var section = Section.body
    /// After the first step heading, a numbered listing is an excerpt of a tutorial file.
    private var inTutorial = false
    /// Where a whole-program section put the finished tutorial file, until its own code shows up.
    private var pendingFinal: Int?

    /// The segments a confirmed output replaces, and at its first segment the lines it writes.
    private let outputAt: [Int: [RawLine]]
    private let replaced: Set<Int>

    init(file: String, paragraphMode: Bool, confirmed: [Int: OutputCandidate] = [:]) {
        self.file = file
        self.paragraphMode = paragraphMode
        self.confirmed = confirmed
        let outputs = confirmed.values.filter { !$0.parts.isEmpty }
        outputAt = Dictionary(outputs.map { ($0.parts[0].segment, $0.parts.flatMap(\.lines)) }, uniquingKeysWith: { first, _ in first })
        replaced = Set(outputs.flatMap { $0.parts.map(\.segment) })
    }

    mutating func read(_ segments: [Segment]) throws(CourseError) {
        var index = 0
        while index < segments.count {
            if let lines = outputAt[index] {
                elements.append(.snippet(info: "output", code: LessonStructurer.block(lines.map(\.text)), sourceLine: lines[0].number))
            }
            if replaced.contains(index) {
                index += 1
                continue
            }
            switch segments[index] {
            case .blank:
                index += 1
            case .output(let lines):
                elements.append(.snippet(info: "output", code: LessonStructurer.block(lines.map(\.text)), sourceLine: lines[0].number))
                index += 1
            case .code(let run):
                let hasOutput = index + 1 < segments.count && { if case .output = segments[index + 1] { true } else { false } }()
                try readCode(run, at: index, in: segments, hasOutput: hasOutput)
                index += 1
            case .prose:
                if let table = Self.table(in: segments, from: &index) {
                    elements.append(table)
                    continue
                }
                let group = proseGroup(segments, from: &index)
                if group.count > 1 || ProseLine.bulletText(group[0].text) != nil {
                    readList(group.map { ProseLine.bulletText($0.text) ?? $0.trimmed })
                } else {
                    readLine(group[0])
                }
            }
        }
    }

    /// A GitHub table a scrape kept as text, with or without its outer pipes
    /// (`Operator | Use | Meaning |`, then `---|---|---|`, then a row per line): a header
    /// line of two cells or more, the delimiter row right under it with as many cells, and
    /// the prose lines with a `|` after them. Nil, and `index` unmoved, for anything else.
    private static func table(in segments: [Segment], from index: inout Int) -> LessonElement? {
        guard index + 1 < segments.count, case .prose(let head) = segments[index], case .prose(let rule) = segments[index + 1],
              !head.isGluedHeading, let header = tableCells(head.text), header.count >= 2,
              let delimiters = tableCells(rule.text), delimiters.count == header.count,
              delimiters.allSatisfy({ $0.wholeMatch(of: #/:?-+:?/#) != nil }) else { return nil }
        var rows: [[String]] = []
        var next = index + 2
        while next < segments.count, case .prose(let line) = segments[next], !line.isGluedHeading, let cells = tableCells(line.text) {
            rows.append(cells)
            next += 1
        }
        index = next
        return .table(header: header, delimiters: delimiters, rows: rows)
    }

    /// A table line's cells, its outer pipes optional; nil for a line with no `|`.
    static func tableCells(_ line: String) -> [String]? {
        var text = line.trimmingCharacters(in: .whitespaces)
        guard text.contains("|") else { return nil }
        if text.hasPrefix("|") { text.removeFirst() }
        if text.hasSuffix("|") { text.removeLast() }
        return text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The prose lines that make one block: a paragraph's lines, or a run of bullets
    /// when every line is a block of its own. A glued heading ends a paragraph.
    private func proseGroup(_ segments: [Segment], from index: inout Int) -> [RawLine] {
        var group: [RawLine] = []
        while index < segments.count, !replaced.contains(index), case .prose(let line) = segments[index] {
            group.append(line)
            index += 1
            if !paragraphMode || line.isGluedHeading { break }
        }
        if !paragraphMode, ProseLine.bulletText(group[0].text) != nil {
            while index < segments.count, !replaced.contains(index), case .prose(let line) = segments[index], ProseLine.bulletText(line.text) != nil {
                group.append(line)
                index += 1
            }
        }
        return group
    }

    private mutating func readCode(_ run: CodeRun, at index: Int, in segments: [Segment], hasOutput: Bool) throws(CourseError) {
        if let final = pendingFinal {
            // The whole-program section shows its own code, so the rebuilt file is not needed there.
            elements.remove(at: final)
            pendingFinal = nil
        }
        if inTutorial, run.isListing {
            let name = run.caption ?? SnippetClassifier.declaredName(run.texts.map { ListingLine(parsing: $0).text }) ?? lastTutorialFile ?? "Main.swift"
            var builder = tutorials[name] ?? TutorialFileBuilder(fileName: name)
            try builder.apply(run.texts.map(ListingLine.init(parsing:)), source: SourceLocation(file: file, line: run.firstLine))
            tutorials[name] = builder
            lastTutorialFile = name
            elements.append(.tutorialStep(file: name, step: builder.steps, sourceLine: run.firstLine))
        } else {
            let texts = run.isListing ? run.texts.map { ListingLine(parsing: $0).text } : run.texts
            let lines = CodeReindenter.restore(LessonStructurer.trimmingBlankEnds(texts))
            // Lexed once for every question asked of the block below.
            let listing = LexedListing(lines: lines)
            var info = SnippetClassifier.info(for: lines, listing, caption: run.caption, hasOutput: hasOutput)
            let code = LessonStructurer.block(lines)
            if confirmed[index] != nil {
                info = "swift run"
            } else if !run.isListing {
                candidates += OutputEvidenceFinder.candidates(
                    forCodeAt: index, in: segments, code: code, listing: listing, info: info, sourceLine: run.firstLine)
            }
            elements.append(.snippet(info: info, code: code, sourceLine: run.firstLine))
        }
    }

    /// A list, joined to the one before it in the lesson list.
    private mutating func readList(_ items: [String]) {
        if case .lessons = section, case .list(let before)? = elements.last {
            elements[elements.count - 1] = .list(before + items)
        } else {
            elements.append(.list(items))
        }
    }

    /// One line of prose: a section heading switches the section; otherwise the section says what it is.
    private mutating func readLine(_ line: RawLine) {
        let text = line.trimmed
        let kind = SectionWords.kind(ofHeading: text)
        if kind != nil || SectionWords.stepNumber(text) != nil { pendingFinal = nil }
        switch (section, kind) {
        case (_, .faq?):
            startSection(.faq, heading: text, marker: .faq)
        case (_, .quiz?):
            startSection(.quiz, heading: text, marker: .quiz)
        case (_, .lessons?):
            startSection(.lessons, heading: text, marker: .lessons)
        case (_, .note?):
            section = .note(title: text)
        case (_, .wholeProgram?):
            section = .body
            elements.append(.heading(text, level: 2, marker: nil))
            elements.append(.tutorialFinal(sourceLine: line.number))
            pendingFinal = elements.count - 1
        case (.lessons, nil):
            readList([text])
        case (.quiz, nil) where ProseLine.isQuestion(text):
            elements.append(.paragraph(text))
        case (.faq, nil):
            elements.append(ProseLine.isQuestion(text) ? .heading(text, level: 3, marker: nil) : .paragraph(text))
        case (.note(let title), nil):
            section = .body
            elements.append(.note(title: title, text: text))
        default:
            readBodyLine(line)
        }
    }

    private mutating func startSection(_ next: Section, heading: String, marker: SectionMarker) {
        section = next
        elements.append(.heading(heading, level: 2, marker: marker.rawValue))
    }

    /// A body line: a step heading (which starts the tutorial), another heading, or a paragraph.
    private mutating func readBodyLine(_ line: RawLine) {
        let text = line.trimmed
        if SectionWords.stepNumber(text) != nil {
            inTutorial = true
            section = .body
            elements.append(.heading(text, level: 2, marker: nil))
        } else if line.isGluedHeading || ProseLine.isHeadingShaped(text) {
            section = .body
            pendingFinal = nil
            elements.append(.heading(text, level: 2, marker: nil))
        } else {
            elements.append(.paragraph(text))
        }
    }
}
