import CourseModel

/// A fence that is never closed makes the rest of the lesson one code block
/// (CommonMark's rule), and every later heading and snippet vanishes into it
/// without a word; it is an error at the line that opens it.
enum UnclosedFence {
    static func check(_ document: MarkdownNode, lines: [Substring], file: String) throws(CourseError) {
        for node in document.descendants() {
            guard case .codeBlock = node.kind, let opening = fence(lines, node.line) else { continue }
            if node.endLine > node.line, let closing = fence(lines, node.endLine),
               closing.character == opening.character, closing.count >= opening.count, closing.isBare {
                continue
            }
            throw CourseError(
                "this code block is never closed (end it with a line of \(String(repeating: opening.character, count: opening.count)))",
                at: SourceLocation(file: file, line: node.line))
        }
    }

    /// The fence a line starts with, after indentation, block quote `>`s and a list marker.
    private static func fence(_ lines: [Substring], _ line: Int) -> (character: Character, count: Int, isBare: Bool)? {
        guard line >= 1, line <= lines.count else { return nil }
        var text = lines[line - 1].drop { $0 == " " || $0 == "\t" || $0 == ">" }
        if let marker = text.first, "-*+".contains(marker), text.dropFirst().first == " " { text = text.dropFirst(2).drop { $0 == " " } }
        guard let character = text.first, character == "`" || character == "~" else { return nil }
        let count = text.prefix { $0 == character }.count
        guard count >= 3 else { return nil }
        let rest = text.dropFirst(count)
        return (character, count, rest.allSatisfy(\.isWhitespace))
    }
}
