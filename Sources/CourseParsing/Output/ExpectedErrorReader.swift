import CourseModel

/// Reads what a `swift compile-error` block says swiftc must reject (docs/format.md,
/// "`swift compile-error`"): `// Error: MESSAGE` comments on its lines, and the
/// `<!-- error: MESSAGE -->` / `<!-- error N: MESSAGE -->` comments that stand right
/// before it (what the book importer writes for swift-book's `!!` lines).
enum ExpectedErrorReader {
    /// The `// Error: …` comments of the block, each at its own lesson line. Found with
    /// the lexer, so text inside a string literal is never one.
    static func commentErrors(in code: String, firstLine: Int) -> [ExpectedError] {
        var errors: [ExpectedError] = []
        var line = firstLine
        for token in SwiftLexer.tokens(code) {
            if token.kind == .lineComment {
                let text = token.text.dropFirst(2).drop { $0 == " " || $0 == "\t" }
                if text.hasPrefix("Error: ") {
                    errors.append(ExpectedError(message: trimmed(text.dropFirst("Error: ".count)), line: line))
                }
            }
            line += token.text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        }
        return errors
    }

    /// The error an HTML block states, when it is one `<!-- error: … -->` comment:
    /// `line` is the block's line N of `<!-- error N: … -->`, nil for any line.
    /// nil when the HTML block is something else.
    static func htmlError(_ html: String) -> (message: String, blockLine: Int?)? {
        let text = trimmed(Substring(html))
        guard text.hasPrefix("<!--"), text.hasSuffix("-->"), !text.contains("\n") else { return nil }
        let inner = trimmed(text.dropFirst(4).dropLast(3))
        guard inner.hasPrefix("error") else { return nil }
        let rest = inner.dropFirst("error".count)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let number = trimmed(rest[..<colon])
        let message = trimmed(rest[rest.index(after: colon)...])
        if number.isEmpty { return (message, nil) }
        guard rest.first == " ", let line = Int(number), line > 0 else { return nil }
        return (message, line)
    }

    /// Without its leading spaces and tabs and its trailing whitespace. Found from
    /// both ends: every HTML block of a lesson comes through here.
    static func trimmed(_ text: Substring) -> String {
        let rest = text.drop { $0 == " " || $0 == "\t" }
        let end = rest.lastIndex { !$0.isWhitespace }.map(rest.index(after:)) ?? rest.startIndex
        return String(rest[..<end])
    }
}
