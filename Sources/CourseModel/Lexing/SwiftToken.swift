/// One piece of Swift source as `SwiftLexer` reads it. The texts of a lexer's
/// tokens, joined, give its input back: nothing is dropped or rewritten.
public struct SwiftToken: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// Spaces and tabs; line breaks are `newline`.
        case whitespace, newline
        /// `// …` up to the end of its line.
        case lineComment
        /// `/* … */`, nested ones included. Read line by line, each line's part of it.
        case blockComment
        /// A name, `backquoted` ones included; a reserved or contextual word is `keyword`.
        case identifier, keyword
        case number
        /// `@MainActor`, `@escaping`.
        case attribute
        /// `#if`, `#else`, `#available`, `#selector`.
        case directive
        /// A string literal's opening delimiter (`"`, `"""`, `#"`, `##"""`), its
        /// text between interpolations, and its closing delimiter. An unterminated
        /// single-line literal ends at its line's end with an empty `stringClose`,
        /// so every `stringOpen` has its close.
        case stringOpen, stringText, stringClose
        /// The `\(` (or `\#(` in a raw string) and the `)` around an interpolated
        /// expression, whose tokens stand between the two.
        case interpolationOpen, interpolationClose
        /// Any other single character: operators, brackets, commas, dots.
        case punctuation
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// A multi-line literal's delimiter (`"""`).
    public var isMultilineDelimiter: Bool { text.contains("\"\"\"") }
}
