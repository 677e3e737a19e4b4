import CourseModel

/// The one home of the output-comment conventions (docs/format.md, "Expected output in
/// comments"): how a comment in a listing states what the program prints, how a listing
/// is detected to state it, and how `verify --bless` writes a new value into it.
///
/// - **Prints**: `// Prints "7"` (or `"7".`), The Swift Programming Language's.
/// - **Translated**: a translation's comment where its source has an output comment:
///   words around a quoted text (`Affiche « 5 ».`), or the whole comment (`statedLines`).
/// - **Learned**: the templates a translated book's own comments follow, learned at import
///   from what its programs print (`OutputTemplate`, `read(_:templates:)`).
///
/// Bare comments below a printing statement are found by their place, not their words
/// (`CommentOutputReader`, `ListingComments`); a hidden test's `<<` output is a line of
/// the book's test grammar (`HiddenTest`), never a comment.
public enum OutputConvention {
    /// Part of the parse cache's format: raise it whenever what a convention reads changes,
    /// and cached lessons read by the old rules are parsed again.
    public static let version = 1

    /// The word that opens a `// Prints` comment, before its quoted text.
    static let printsWord = "Prints "

    /// How an author states a run's output in comments, for messages.
    public static let printsExample = "// Prints \"…\""

    // MARK: Prints

    /// Whether `code` says what it prints in a `// Prints "…"` comment: a line comment
    /// (as `SwiftLexer` reads it, never text in a string) that opens with the word and a quote.
    public static func statesOutput(_ code: String) -> Bool {
        guard code.contains(printsWord) else { return false }
        return SwiftLexer.tokens(code).contains { token in
            token.kind == .lineComment && token.text.dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix(printsWord + "\"")
        }
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
            guard rest.hasPrefix(printsWord + "\"") else { continue }
            let quote = trimmed.index(rest.startIndex, offsetBy: printsWord.count)
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

    /// `line` (a `// Prints` comment's, as `printsComment` read it) stating `printed`
    /// instead: what `verify --bless` writes.
    public static func blessed(_ comment: (text: String, prefix: String, suffix: String), printing printed: [String]) -> String {
        comment.prefix + "\"" + printed.map(encode).joined(separator: "\\n") + "\"" + comment.suffix
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
    public static func decode(_ quoted: String) -> [String] {
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

    // MARK: Translated

    /// The quotes translations put around a printed text.
    static let quotes: [(open: Character, close: Character)] = [
        ("\"", "\""), ("“", "”"), ("„", "“"), ("„", "”"), ("”", "”"), ("«", "»"), ("»", "«"),
        ("‘", "’"), ("‚", "‘"), ("「", "」"), ("『", "』"),
    ]

    /// What a translation's output comment states when its book has learned no
    /// templates: the quoted text of a comment that is words and a quoted text
    /// (`Imprime « 5 ».`, `"5" yazdırır.`, `「5」と出力します。`), or a text in ASCII
    /// quotes alone (`"5"`), decoded as a `// Prints` comment's is; else the comment's whole text.
    static func statedLines(_ comment: String) -> [String] {
        let text = comment.trimmingTrailingWhitespace()
        func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isWhitespace || character == "'" || character == "’" || character == "-"
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
        }
        for pair in quotes {
            guard let open = text.firstIndex(of: pair.open), let close = text.lastIndex(of: pair.close), open < close else { continue }
            let before = text[..<open]
            let after = text[text.index(after: close)...]
            // ASCII quotes alone, with no word, are the quoted form too (`// "5"`); other quotes alone are text.
            let bare = pair.open == "\"" && before.isEmpty && after.isEmpty
            guard before.allSatisfy(isWord), after.allSatisfy({ isWord($0) || ".。!！:：".contains($0) }),
                  bare || before.contains(where: \.isLetter) || after.contains(where: \.isLetter)
            else { continue }
            var quoted = text[text.index(after: open)..<close]
            // French sets its guillemets off with a space inside.
            if pair.open == "«" || pair.open == "»" {
                quoted = quoted.drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }
                while let last = quoted.last, last == " " || last == "\u{A0}" || last == "\u{202F}" { quoted = quoted.dropLast() }
            }
            return decode(String(quoted))
        }
        return [comment]
    }
}
