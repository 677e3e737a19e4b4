/// Writes an imported lesson as a lesson source (docs/format.md), and records
/// the raw-text line of every snippet block in the order `LessonParser` numbers them.
struct LessonMarkdownWriter {
    struct Output {
        var markdown: String
        var blockSourceLines: [Int]
    }

    var frontMatter: [(key: String, value: String)]

    func write(_ elements: [LessonElement]) -> Output {
        var parts: [String] = []
        var lines: [Int] = []
        var front = "---\n"
        for (key, value) in frontMatter {
            let quoted = value.hasPrefix("\"") && value.hasSuffix("\"") ? "\"\(value)\"" : value
            front += "\(key): \(quoted)\n"
        }
        parts.append(front + "---")
        for element in elements {
            switch element {
            case .heading(let text, let level, let marker):
                let heading = String(repeating: "#", count: level) + " " + text.escapedAsMarkdownText
                parts.append(marker.map { $0 + "\n" + heading } ?? heading)
            case .paragraph(let text):
                parts.append(text.escapedAsMarkdownText)
            case .list(let items):
                parts.append(items.map { "- " + $0.escapedAsMarkdownText }.joined(separator: "\n"))
            case .table(let header, let delimiters, let rows):
                let line = { (cells: [String]) in "| " + cells.joined(separator: " | ") + " |" }
                let padded = { (cells: [String]) in (cells + Array(repeating: "", count: max(0, header.count - cells.count))).prefix(header.count) }
                parts.append(([line(header.map(\.escapedAsMarkdownText)), line(delimiters)]
                    + rows.map { line(padded($0).map(\.escapedAsMarkdownText)) }).joined(separator: "\n"))
            case .note(let title, let text):
                parts.append("> **\(title.escapedAsMarkdownText)**\n>\n> \(text.escapedAsMarkdownText)")
            case .snippet(let info, let code, let sourceLine):
                parts.append(Self.fence(info: info, code: code))
                lines.append(sourceLine)
            case .tutorialStep, .tutorialFinal:
                // LessonImporter turns these into snippets once every step is known; none reach here.
                break
            }
        }
        return Output(markdown: parts.joined(separator: "\n\n") + "\n", blockSourceLines: lines)
    }

    /// A fence longer than any backtick run in the code, so the code can never close it.
    static func fence(info: String, code: String) -> String {
        var longest = 0
        var run = 0
        for c in code {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + info + "\n" + code + fence
    }
}
