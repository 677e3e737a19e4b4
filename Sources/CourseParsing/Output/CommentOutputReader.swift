import CourseModel

/// Reads the expected output a `swift run` snippet writes in its own comments,
/// in the two conventions Swift books use (docs/format.md defines the rule):
///
/// - `print(x)` followed by a prints comment on its line, or one on a line of its
///   own: The Swift Programming Language's convention (`OutputConvention`, which
///   reads each comment). The quoted text is one or more lines.
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
        read(code, firstLine: firstLine, printing: printing) { ListingComments(code) }
    }

    /// The same of a listing the importer has lexed already.
    public static func read(_ listing: LexedListing, firstLine: Int, printing: Set<String> = []) -> ExpectedOutput? {
        read(listing.code, firstLine: firstLine, printing: printing) { ListingComments(tokens: listing.tokens) }
    }

    /// `comments` reads the code's comments, when it has a `//` to read.
    private static func read(_ code: String, firstLine: Int, printing: Set<String>, comments: () -> ListingComments) -> ExpectedOutput? {
        let lines = code.textLines
        let insideString = multilineStringLines(lines)
        var printed: [ExpectedOutput.Line] = []
        var lastPrintsLine = 0
        for (offset, line) in lines.enumerated() where !insideString[offset] {
            guard let quoted = OutputConvention.printsComment(in: line) else { continue }
            lastPrintsLine = firstLine + offset
            printed += OutputConvention.decode(quoted.text).map { ExpectedOutput.Line(text: $0, lessonLine: firstLine + offset) }
        }
        if lastPrintsLine > 0 {
            return ExpectedOutput(form: .printsComments, lines: printed, extraLine: lastPrintsLine)
        }
        // Most snippets hold no `//` at all, which needs no lexing to see.
        guard code.contains("//") else { return nil }
        return bareComments(comments(), lines: lines, insideString: insideString, firstLine: firstLine, printing: printing)
    }

    /// `print`, `debugPrint`, `dump`, and the functions `codes` declare whose bodies call one of them.
    public static func printingFunctions(declaredIn codes: [String]) -> Set<String> {
        ListingComments(codes.joined(separator: "\n")).printingNames()
    }

    /// The same of one listing the importer has lexed already.
    public static func printingFunctions(declaredIn listing: LexedListing) -> Set<String> {
        // A listing that names none of the three declares no function that calls one.
        let known = ListingComments.printingFunctions
        guard listing.tokens.contains(where: { $0.kind == .identifier && known.contains($0.text) }) else { return known }
        return ListingComments(tokens: listing.tokens).printingNames()
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
    private static func bareComments(_ comments: ListingComments, lines: [String], insideString: [Bool], firstLine: Int, printing: Set<String>) -> ExpectedOutput? {
        let found = comments.bareOutputComments(printing: printing)
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
