/// A listing read by `SwiftLexer` once, for every reader of it: the importer asks of one
/// block whether it is pseudo-code, whether it needs Apple's frameworks, what its comments
/// say it prints, which functions print and whether it calls one, and each question used
/// to lex the block again: six times, and twice more when its lost indentation was restored.
///
/// `tokens` are the whole code's, as `SwiftLexer.tokens(code)` gives them; `lines` are the
/// same tokens a line at a time, as feeding the lexer one line after another would give
/// them: a block comment or a multi-line string's text that spans lines is cut at its line
/// breaks, and a line wholly inside one holds no piece of it when it is empty.
public struct LexedListing: Sendable {
    public struct Line: Sendable, Equatable {
        public var tokens: [SwiftToken]
        /// The interpolations open where the line starts: its first tokens stand that deep
        /// inside string literals (`SwiftLexer.openInterpolations`).
        public var openInterpolations: Int

        public init(tokens: [SwiftToken], openInterpolations: Int) {
            self.tokens = tokens
            self.openInterpolations = openInterpolations
        }
    }

    /// The lines joined with line feeds.
    public let code: String
    public let tokens: [SwiftToken]
    public let lines: [Line]

    /// `lines` hold no line break of their own (they come from splitting a text at its breaks).
    public init(lines: [String]) {
        self.init(lines.joined(separator: "\n"))
    }

    public init(_ code: String) {
        self.code = code
        tokens = SwiftLexer.tokens(code)
        lines = Self.lines(of: tokens)
    }

    private static func lines(of tokens: [SwiftToken]) -> [Line] {
        var lines: [Line] = []
        var current = Line(tokens: [], openInterpolations: 0)
        var interpolations = 0
        func breakLine() {
            lines.append(current)
            current = Line(tokens: [], openInterpolations: interpolations)
        }
        for token in tokens {
            switch token.kind {
            case .newline:
                breakLine()
            case .interpolationOpen:
                interpolations += 1
                current.tokens.append(token)
            case .interpolationClose:
                interpolations -= 1
                current.tokens.append(token)
            // Only a block comment's or a multi-line string's text spans lines.
            case .blockComment where token.text.utf8.contains(0x0A), .stringText where token.text.utf8.contains(0x0A):
                for (index, piece) in token.text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if index > 0 { breakLine() }
                    if !piece.isEmpty { current.tokens.append(SwiftToken(token.kind, String(String.UnicodeScalarView(piece)))) }
                }
            default:
                current.tokens.append(token)
            }
        }
        lines.append(current)
        return lines
    }
}
