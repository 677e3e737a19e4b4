import CourseModel

/// Reads the expected output a `swift run` snippet writes in its own comments,
/// in the two conventions Swift books use (docs/format.md defines the rule):
///
/// - `print(x) // Prints "7"` (or `"7".`, with the full stop the Swift book writes
///   today), or `// Prints "7"` on a line of its own: The Swift Programming
///   Language's convention. The quoted text is one or more lines.
/// - Otherwise bare comments: runs of whole-line `//` comments directly below a
///   top-level statement that prints. An explanatory comment stays one by standing
///   before the code it explains, below code that prints nothing, inside braces, or
///   after a blank line.
///
/// Lines inside a `"""` string are code, never comments.
public enum CommentOutputReader {
    /// `printing`: the functions that print, `print` and those the lesson declares
    /// (`printingFunctions(declaredIn:)`); the snippet's own are found in it.
    public static func read(_ code: String, firstLine: Int, printing: Set<String> = []) -> ExpectedOutput? {
        let lines = code.textLines
        let insideString = multilineStringLines(lines)
        var printed: [ExpectedOutput.Line] = []
        var lastPrintsLine = 0
        for (offset, line) in lines.enumerated() where !insideString[offset] {
            guard let quoted = printsComment(in: line) else { continue }
            lastPrintsLine = firstLine + offset
            printed += decode(quoted.text).map { ExpectedOutput.Line(text: $0, lessonLine: firstLine + offset) }
        }
        if lastPrintsLine > 0 {
            return ExpectedOutput(form: .printsComments, lines: printed, extraLine: lastPrintsLine)
        }
        return bareComments(code, lines: lines, insideString: insideString, firstLine: firstLine, printing: printing)
    }

    /// `print`, `debugPrint`, `dump`, and the functions `codes` declare whose bodies call one of them.
    public static func printingFunctions(declaredIn codes: [String]) -> Set<String> {
        ListingComments(codes.joined(separator: "\n")).printingNames()
    }

    /// The quoted text of a `// Prints "…"` comment that ends `line` (a full stop
    /// after the closing quote aside), the line up to its opening quote, and what
    /// follows the closing quote. Every `//` of the line is tried, so `"http://"` in
    /// code before the comment is no obstacle. The text may be followed by prose after
    /// a comma (`// Prints "hello", because …`): a quote then `, ` and a letter closes it.
    public static func printsComment(in line: String) -> (text: String, prefix: String, suffix: String)? {
        let trimmed = line.trimmingTrailingWhitespace()
        var searchStart = trimmed.startIndex
        while let slashes = trimmed.range(of: "//", range: searchStart..<trimmed.endIndex) {
            searchStart = slashes.upperBound
            let rest = trimmed[slashes.upperBound...].drop { $0 == " " || $0 == "\t" }
            guard rest.hasPrefix("Prints \"") else { continue }
            let quote = trimmed.index(rest.startIndex, offsetBy: "Prints ".count)
            let contentStart = trimmed.index(after: quote)
            let prefix = String(trimmed[..<quote])
            if let closing = quoteBeforeProse(in: trimmed[contentStart...]) {
                return (String(trimmed[contentStart..<closing]), prefix, String(trimmed[trimmed.index(after: closing)...]))
            }
            let suffix = trimmed.hasSuffix("\".") ? "." : ""
            guard trimmed.dropLast(suffix.count).hasSuffix("\"") else { continue }
            let contentEnd = trimmed.index(trimmed.endIndex, offsetBy: -suffix.count - 1)
            guard contentStart <= contentEnd else { continue }
            return (String(trimmed[contentStart..<contentEnd]), prefix, suffix)
        }
        return nil
    }

    /// The first quote of `text` not escaped and followed by a comma, a space and a
    /// letter: printed text itself has `", "` before a quote (`["a", "b"]`), not a word.
    private static func quoteBeforeProse(in text: Substring) -> String.Index? {
        var escaped = false
        for index in text.indices {
            let character = text[index]
            defer { escaped = character == "\\" && !escaped }
            guard character == "\"", !escaped else { continue }
            let after = text[text.index(after: index)...]
            if after.hasPrefix(", "), after.dropFirst(2).first?.isLetter == true { return index }
        }
        return nil
    }

    /// `\"` is `"`, `\\` is `\`, `\t` a tab, and `\n` ends one printed line and starts the next.
    static func decode(_ quoted: String) -> [String] {
        var lines = [""]
        var iterator = quoted.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let escaped = iterator.next() else {
                lines[lines.count - 1].append(character)
                continue
            }
            switch escaped {
            case "n": lines.append("")
            case "t": lines[lines.count - 1].append("\t")
            case "\"", "\\": lines[lines.count - 1].append(escaped)
            default: lines[lines.count - 1] += "\\\(escaped)"
            }
        }
        return lines
    }

    /// The inverse of `decode` for one printed line.
    public static func encode(_ line: String) -> String {
        line.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\t", with: "\\t")
    }

    /// A bare output comment's text: after `//` and one space.
    public static func bareCommentText(_ line: String) -> String? {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.hasPrefix("//") else { return nil }
        let rest = text.dropFirst(2)
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }

    /// Bare output comments, as `ListingComments` finds them. When they are exactly
    /// the run that ends the snippet, they are `.trailingComments`, the form
    /// `verify --bless` rewrites as a run.
    private static func bareComments(_ code: String, lines: [String], insideString: [Bool], firstLine: Int, printing: Set<String>) -> ExpectedOutput? {
        // Most snippets hold no `//` at all, which needs no lexing to see.
        guard code.contains("//") else { return nil }
        let found = ListingComments(code).bareOutputComments(printing: printing)
            .map { ExpectedOutput.Line(text: $0.text, lessonLine: firstLine + $0.line) }
        guard let last = found.last else { return nil }
        if let closing = trailingComments(lines, insideString: insideString, firstLine: firstLine), closing.lines == found {
            return closing
        }
        return ExpectedOutput(form: .bareComments, lines: found, extraLine: last.lessonLine)
    }

    private static func trailingComments(_ lines: [String], insideString: [Bool], firstLine: Int) -> ExpectedOutput? {
        var end = lines.count
        while end > 0, lines[end - 1].allSatisfy(\.isWhitespace) { end -= 1 }
        var start = end
        while start > 0, !insideString[start - 1], bareCommentText(lines[start - 1]) != nil { start -= 1 }
        // Comments with no program before them are not an output.
        guard start < end, lines[..<start].contains(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let output = (start..<end).map { ExpectedOutput.Line(text: bareCommentText(lines[$0]) ?? "", lessonLine: firstLine + $0) }
        return ExpectedOutput(form: .trailingComments, lines: output, extraLine: firstLine + end - 1)
    }

    /// For each line, whether it starts inside a `"""` string literal.
    private static func containsTripleQuote(_ line: String) -> Bool {
        var run = 0
        for byte in line.utf8 {
            run = byte == UInt8(ascii: "\"") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    private static func multilineStringLines(_ lines: [String]) -> [Bool] {
        var inside = false
        return lines.map { line in
            let startsInside = inside
            // Most lines hold no `"""` at all, which their bytes tell at a glance.
            if containsTripleQuote(line), line.components(separatedBy: "\"\"\"").count % 2 == 0 { inside.toggle() }
            return startsInside
        }
    }
}
