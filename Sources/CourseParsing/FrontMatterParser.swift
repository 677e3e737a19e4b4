import CourseModel

/// Splits a lesson into its front matter and Markdown body.
///
/// The front matter is a flat list of `key: value` lines, not YAML: lessons
/// need a handful of strings, and a small exact grammar gives exact errors.
public enum FrontMatterParser {
    public struct Result: Sendable {
        public var frontMatter: FrontMatter
        public var body: String
        /// Lines before the body starts, to add to the body's line numbers.
        public var bodyLineOffset: Int
        /// Every line of the lesson (`lines(_:)`), for checks that read them again.
        public var lines: [Substring] = []
    }

    public static func split(_ text: String, file: String) throws(CourseError) -> Result {
        let plain = plainLines(text)
        let lines = plain ?? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard lines.first?.trimmingTrailingWhitespace() == "---" else {
            throw CourseError(
                "a lesson must start with front matter: a line '---', 'key: value' lines (id, title, ...), then '---'",
                at: SourceLocation(file: file, line: 1))
        }
        guard let closing = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingWhitespace() == "---" }) else {
            throw CourseError(
                "front matter opened on line 1 is never closed by a line '---'",
                at: SourceLocation(file: file, line: 1))
        }
        var entries: [FrontMatter.Entry] = []
        for index in 1..<closing {
            let line = lines[index]
            let lineNumber = index + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                throw CourseError(
                    "front matter line is not 'key: value': '\(line)'",
                    at: SourceLocation(file: file, line: lineNumber))
            }
            let key = line[..<colon].trimmed()
            var value = line[line.index(after: colon)...].trimmed()
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            guard FrontMatter.knownKeys.contains(key) else {
                throw CourseError(
                    "unknown front matter key '\(key)' (known keys: \(FrontMatter.knownKeys.joined(separator: ", ")))",
                    at: SourceLocation(file: file, line: lineNumber))
            }
            if let previous = entries.first(where: { $0.key == key }) {
                throw CourseError(
                    "front matter key '\(key)' is given twice (first on line \(previous.line))",
                    at: SourceLocation(file: file, line: lineNumber))
            }
            entries.append(.init(key: key, value: value, line: lineNumber))
        }
        // With `\n` the only break, the body is the rest of the text as it stands: joining
        // its lines again was a twentieth of a no-change verify.
        let body = plain != nil
            ? (closing + 1 < lines.count ? String(text[lines[closing + 1].startIndex...]) : "")
            : lines[(closing + 1)...].joined(separator: "\n")
        return Result(frontMatter: FrontMatter(entries: entries), body: body, bodyLineOffset: closing + 1, lines: lines)
    }

    /// The text's lines, split at every kind of line break as `Character.isNewline` sees
    /// them. Text with none but `\n` (nearly every lesson) is split on its bytes:
    /// a grapheme-by-grapheme split took an eighth of a warm verify of 3,000 lessons.
    static func lines(_ text: String) -> [Substring] {
        plainLines(text) ?? text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The lines of a text whose only line break is `\n`, nil for any other text.
    private static func plainLines(_ text: String) -> [Substring]? {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case 0x0B, 0x0C, 0x0D: return false
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return false
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return false
                default: index += 1
                }
            }
            return true
        }
        guard plain == true else { return nil }
        // A line feed is a grapheme of its own, so these byte positions are character boundaries.
        return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}
