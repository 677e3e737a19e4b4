import CourseModel
import CourseParsing

/// One piece of a lesson a translator translates: a front matter title or summary, a leaf
/// block of prose (as cmark-gfm finds it), a string literal, a comment or an output block
/// of a listing (as `SwiftLexer` finds them). Code itself is never a message.
struct LessonMessage: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case title, summary, heading(Int), paragraph, tableCell, string, comment, outputComment, output
    }

    var shape: Shape
    var text: String
    /// The lesson line it starts on (its `#:` reference).
    var line: Int
    /// What the translator is told (`#.`).
    var notes: [String]
    /// The UTF-8 bytes of the lesson text it was cut from, container prefixes included.
    var range: Range<Int>
    /// What each line of it after the first starts with in the lesson (`> `, a list item's
    /// indent), removed from the message and put back before each line of a translation.
    var continuation: String
    /// The first line of the top-level block it stands in: where an `<!-- untranslated -->`
    /// marker goes while it is not translated.
    var blockLine: Int
    /// For a string or comment, the bytes of its listing's code: a translation put into it
    /// must leave the code as it was (`po import` checks).
    var listing: Range<Int>? = nil

    /// Whether a translation of it may hold a line break: not where one would end a heading,
    /// a table row, a front matter line, a line comment or a one-line string literal.
    var allowsLineBreaks: Bool {
        switch shape {
        case .paragraph, .output: true
        case .string: text.contains("\n")
        default: false
        }
    }
}

/// The messages of a lesson, in the order they stand in it.
enum LessonMessages {
    static func of(_ lesson: Lesson) -> [LessonMessage] {
        let text = LessonText(lesson)
        let messages = text.frontMatterMessages() + text.proseMessages() + text.codeBlockMessages()
        return messages.sorted { ($0.range.lowerBound) < ($1.range.lowerBound) }
    }

    /// A lesson's bytes, with where each line starts and which top-level block holds a line:
    /// what each kind of message is cut from.
    private struct LessonText {
        let lesson: Lesson
        let bytes: [UInt8]
        var lineStarts = [0]
        let topLevel: [(first: Int, last: Int)]

        init(_ lesson: Lesson) {
            self.lesson = lesson
            bytes = Array(lesson.text.utf8)
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
            topLevel = lesson.document.children.map { ($0.line, max($0.line, $0.endLine)) }
        }

        func offset(line: Int, column: Int) -> Int? {
            guard line >= 1, line <= lineStarts.count else { return nil }
            return lineStarts[line - 1] + column - 1
        }

        func blockLine(_ line: Int) -> Int { topLevel.first { $0.first <= line && line <= $0.last }?.first ?? line }

        /// The front matter's title and summary.
        func frontMatterMessages() -> [LessonMessage] {
            var messages: [LessonMessage] = []
            for key in ["title", "summary"] {
                guard let entry = lesson.frontMatter.entries.first(where: { $0.key == key }), !entry.value.isEmpty,
                      let start = offset(line: entry.line, column: 1) else { continue }
                let lineEnd = entry.line < lineStarts.count ? lineStarts[entry.line] - 1 : bytes.count
                let lineText = String(decoding: bytes[start..<lineEnd], as: UTF8.self)
                guard let valueRange = lineText.utf8Range(of: entry.value) else { continue }
                messages.append(LessonMessage(
                    shape: key == "title" ? .title : .summary, text: entry.value, line: entry.line,
                    notes: ["the lesson's \(key), from its front matter"],
                    range: (start + valueRange.lowerBound)..<(start + valueRange.upperBound), continuation: "", blockLine: entry.line))
            }
            return messages
        }

        /// Paragraphs, headings, table cells, list items and asides, as cmark-gfm finds them.
        func proseMessages() -> [LessonMessage] {
            guard let split = try? FrontMatterParser.split(lesson.text, file: lesson.file) else { return [] }
            let faqLines = Set(lesson.faq.map(\.line))
            var messages: [LessonMessage] = []
            for span in MarkdownConverter.proseSpans(split.body, lineOffset: split.bodyLineOffset) {
                guard var start = offset(line: span.line, column: span.column),
                      var end = offset(line: span.endLine, column: span.endColumn + 1), start < end, end <= bytes.count else { continue }
                var shape = LessonMessage.Shape.paragraph
                var notes: [String] = []
                switch span.kind {
                case .heading(let level):
                    shape = .heading(level)
                    (start, end) = headingWords(start..<end)
                    if faqLines.contains(span.line) { notes.append("a question of the lesson's FAQ") }
                case .tableCell(let header):
                    shape = .tableCell
                    while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
                    while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                    notes.append(header ? "a table's column heading" : "a table cell: write \\| for a | in it")
                case .paragraph:
                    if span.containers.last == .blockQuote, span.isFirstInContainer {
                        let opening = String(decoding: bytes[start..<min(end, start + 16)], as: UTF8.self)
                        if let colon = opening.firstIndex(of: ":"), let kind = AsideKind(word: String(opening[..<colon])) {
                            start += opening[...colon].utf8.count
                            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
                            notes.append("an aside, shown under the word '\(kind.word)' in the page's language")
                        }
                    }
                    if span.containers.last == .listItem { notes.append("a list item") }
                }
                guard start < end else { continue }
                let (text, continuation) = LessonMessages.cut(bytes, start..<end, prefixWidth: span.column - 1, lineStart: lineStarts[span.line - 1])
                guard !text.isEmpty else { continue }
                messages.append(LessonMessage(
                    shape: shape, text: text, line: span.line, notes: notes, range: start..<end, continuation: continuation,
                    blockLine: blockLine(span.line)))
            }
            return messages
        }

        /// A heading's words within its span: an ATX heading's `#`s and its closing ones are
        /// Markdown, not words, and so is a setext heading's underline (cmark-gfm ends the
        /// span after it).
        func headingWords(_ span: Range<Int>) -> (Int, Int) {
            var (start, end) = (span.lowerBound, span.upperBound)
            if bytes[start] == UInt8(ascii: "#") {
                while start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
                while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
                while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                var closing = end
                while closing > start, bytes[closing - 1] == UInt8(ascii: "#") { closing -= 1 }
                if closing < end, closing == start || bytes[closing - 1] == UInt8(ascii: " ") {
                    end = closing
                    while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
                }
            } else {
                while end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
                if let lastBreak = bytes[start..<end].lastIndex(of: UInt8(ascii: "\n")) { end = lastBreak }
            }
            return (start, end)
        }

        /// Output blocks whole; from other listings, their string literals and comments.
        func codeBlockMessages() -> [LessonMessage] {
            var messages: [LessonMessage] = []
            for block in lesson.blocks where block.role != .include && block.role != .setup {
                guard let start = offset(line: block.firstCodeLine, column: 1), start + block.code.utf8.count <= bytes.count,
                      bytes[start..<(start + block.code.utf8.count)].elementsEqual(block.code.utf8) else { continue }
                if block.role == .output {
                    var end = start + block.code.utf8.count
                    while end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
                    guard end > start else { continue }
                    messages.append(LessonMessage(
                        shape: .output, text: String(decoding: bytes[start..<end], as: UTF8.self), line: block.firstCodeLine,
                        notes: ["what the listing before it prints: when its strings are translated, what the translated listing prints"],
                        range: start..<end, continuation: "", blockLine: blockLine(block.line)))
                    continue
                }
                messages += LessonMessages.codeMessages(block, start: start, bytes: bytes, blockLine: blockLine(block.line))
            }
            return messages
        }
    }

    /// The string literals and comments of a listing: each outermost literal whole, its
    /// interpolations included (a translator may move them), and each line comment's text.
    private static func codeMessages(_ block: CodeBlock, start: Int, bytes: [UInt8], blockLine: Int) -> [LessonMessage] {
        let printed = Dictionary(grouping: block.commentOutput?.lines ?? [], by: \.lessonLine)
        var messages: [LessonMessage] = []
        var position = start
        var line = block.firstCodeLine
        var depth = 0
        var literalStart = 0, literalLine = 0
        for token in SwiftLexer.tokens(block.code) {
            let length = token.text.utf8.count
            defer {
                position += length
                line += token.text.utf8.filter { $0 == UInt8(ascii: "\n") }.count
            }
            switch token.kind {
            case .stringOpen:
                if depth == 0 { literalStart = position + length; literalLine = line }
                depth += 1
            case .stringClose:
                depth -= 1
                guard depth == 0, position > literalStart else { continue }
                let text = String(decoding: bytes[literalStart..<position], as: UTF8.self)
                guard text.contains(where: \.isLetter) else { continue }
                messages.append(LessonMessage(
                    shape: .string, text: text, line: literalLine,
                    notes: ["a string literal: keep \\(…) interpolations and escapes as Swift code"],
                    range: literalStart..<position, continuation: "", blockLine: blockLine,
                    listing: start..<(start + block.code.utf8.count)))
            case .lineComment where depth == 0:
                var from = 0
                let utf8 = Array(token.text.utf8)
                while from < utf8.count, utf8[from] == UInt8(ascii: "/") { from += 1 }
                while from < utf8.count, utf8[from] == UInt8(ascii: " ") { from += 1 }
                var to = utf8.count
                while to > from, utf8[to - 1] == UInt8(ascii: " ") || utf8[to - 1] == UInt8(ascii: "\t") { to -= 1 }
                guard to > from else { continue }
                let text = String(decoding: utf8[from..<to], as: UTF8.self)
                // swiftc's own words, which verify compares with what it says.
                if block.role == .compileError, text.hasPrefix("Error:") { continue }
                var shape = LessonMessage.Shape.comment
                var notes: [String] = []
                if let lines = printed[line] {
                    shape = .outputComment
                    notes = lines.map { "output comment: the listing prints \"\($0.text)\" here; translated, it must still give what the translated listing prints (verify checks it)" }
                }
                guard shape == .outputComment || text.contains(where: \.isLetter) else { continue }
                messages.append(LessonMessage(
                    shape: shape, text: text, line: line, notes: notes, range: (position + from)..<(position + to), continuation: "",
                    blockLine: blockLine, listing: start..<(start + block.code.utf8.count)))
            default:
                break
            }
        }
        return messages
    }

    /// The text of `range` with each later line's container prefix (up to `prefixWidth`
    /// bytes of spaces and `>`) taken off, and the prefix a translation's later lines get.
    private static func cut(_ bytes: [UInt8], _ range: Range<Int>, prefixWidth: Int, lineStart: Int) -> (String, String) {
        var text: [UInt8] = []
        var continuation: [UInt8]?
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            text.append(byte)
            index += 1
            if byte == UInt8(ascii: "\n") {
                var taken = 0
                var prefix: [UInt8] = []
                while taken < prefixWidth, index < range.upperBound, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ">") {
                    prefix.append(bytes[index]); index += 1; taken += 1
                }
                if continuation == nil { continuation = prefix }
            }
        }
        let first = bytes[lineStart..<min(lineStart + prefixWidth, bytes.count)].map { $0 == UInt8(ascii: ">") ? $0 : UInt8(ascii: " ") }
        return (String(decoding: text, as: UTF8.self), String(decoding: continuation ?? first, as: UTF8.self))
    }
}

extension String {
    /// The UTF-8 offsets of the first occurrence of `part`.
    func utf8Range(of part: String) -> Range<Int>? {
        guard let found = range(of: part) else { return nil }
        return utf8.distance(from: startIndex, to: found.lowerBound)..<utf8.distance(from: startIndex, to: found.upperBound)
    }
}
