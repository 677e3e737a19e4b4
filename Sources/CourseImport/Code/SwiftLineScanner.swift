import CourseModel

/// Reads Swift one line at a time, far enough to know its brackets.
///
/// The lines go through one `SwiftLexer` (a listing's through its one lexing,
/// `LexedListing`), so strings (raw, multi-line, with interpolations that hold strings
/// of their own) and comments (nested ones too) are skipped: a `{` in `"{"` or in
/// `// {` never changes the depth. The skeleton
/// is the line without string contents and comments: the shape tests of
/// `CodeShape` look at it, so words in a string never make code look like prose.
struct SwiftLineScanner {
    struct Scan {
        /// The line with comments removed and every string literal reduced to `""`
        /// (a multi-line one to `""` on its first line and nothing on the others).
        var skeleton: String
        /// Openers minus closers outside strings and comments.
        var delta: Int
        /// Closers before anything else on the line but string text: `) {` and
        /// `""")` sit one level out.
        var leadingClosers: Int
        /// Offsets (in characters) just after a `}` that a letter follows: where a
        /// scrape glued the next heading to the code.
        var gluedAfterBrace: [Int]
        /// The whole line is a comment.
        var isComment: Bool
    }

    private var lexer = SwiftLexer()

    /// Words Swift lets follow `}` directly, so a `}else` is code, not glue.
    private static let wordsAfterBrace: Set<String> = ["else", "catch", "while", "where"]

    /// Whether the next line's scan is the one it has on its own: the lines before it left
    /// no comment, string or interpolation open.
    var readsNextLineAlone: Bool { !lexer.leftOpen }

    mutating func scan(_ line: String) -> Scan {
        let nesting = lexer.openInterpolations
        return Self.scan(lexer.tokens(line), openInterpolations: nesting)
    }

    /// Each line of a listing, as feeding its lines one by one to `scan` reads them.
    static func scans(_ listing: LexedListing) -> [Scan] {
        listing.lines.map { scan($0.tokens, openInterpolations: $0.openInterpolations) }
    }

    /// A line's tokens, `openInterpolations` deep inside string literals where it starts.
    private static func scan(_ tokens: [SwiftToken], openInterpolations: Int) -> Scan {
        var result = Scan(skeleton: "", delta: 0, leadingClosers: 0, gluedAfterBrace: [], isComment: false)
        // Tokens inside an interpolation belong to a string, not to the line's code.
        var nesting = openInterpolations
        let firstText = tokens.first { $0.kind != .whitespace && !$0.text.isBlank }
        result.isComment = firstText?.kind == .lineComment || firstText?.kind == .blockComment
        var sawContent = false
        var offset = 0
        for (index, token) in tokens.enumerated() {
            defer { offset += token.text.count }
            if token.kind == .interpolationOpen { nesting += 1 }
            if token.kind == .interpolationClose { nesting -= 1 }
            guard nesting == 0 else { continue }
            switch token.kind {
            case .lineComment, .blockComment, .stringText, .interpolationOpen, .interpolationClose:
                continue
            case .stringOpen:
                result.skeleton += token.isMultilineDelimiter ? "\"\"" : "\""
            case .stringClose:
                // An unterminated literal's close is empty: the line shows its opening quote only.
                if !token.isMultilineDelimiter, !token.text.isEmpty { result.skeleton += "\"" }
            // Compared as whole strings: `"({[".contains(text)` was Foundation's `range(of:)`,
            // a third of `extract`'s time on a seed of deep code.
            case .punctuation where token.text == "(" || token.text == "{" || token.text == "[":
                result.delta += 1
                sawContent = true
                result.skeleton += token.text
            case .punctuation where token.text == ")" || token.text == "}" || token.text == "]":
                result.delta -= 1
                if !sawContent { result.leadingClosers += 1 }
                if token.text == "}", index + 1 < tokens.count, Self.startsGluedWord(tokens[index + 1]) {
                    result.gluedAfterBrace.append(offset + 1)
                }
                result.skeleton += token.text
            case .whitespace, .newline:
                result.skeleton += token.text
            default:
                sawContent = true
                result.skeleton += token.text
            }
        }
        return result
    }

    private static func startsGluedWord(_ token: SwiftToken) -> Bool {
        guard token.kind == .identifier || token.kind == .keyword, token.text.first?.isLetter == true else { return false }
        return !wordsAfterBrace.contains(String(token.text.prefix { $0.isLetter }))
    }
}
