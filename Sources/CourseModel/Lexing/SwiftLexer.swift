/// The one reader of Swift's lexical structure: the importer, the highlighter and
/// the translation checker all see code through it, so they agree on what is a
/// string, a comment or code.
///
/// Not a parser. It knows string literals (raw ones with any number of `#`,
/// multi-line ones, interpolations holding strings of their own), nested block
/// comments, attributes and `#` directives, so that a bracket, a keyword or a
/// quote inside a string or a comment is never taken for code.
///
/// It can be fed one line at a time: a block comment or a multi-line string left
/// open at the end of one call continues into the next, while a single-line
/// string ends with its line, as it does for the compiler (a `\` before the line
/// break too). Fed whole or by line, a text gives the same tokens, those that span
/// lines cut at their line breaks (`LexedListing`).
public struct SwiftLexer: Sendable {
    private enum Context: Sendable {
        case interpolation(parentheses: Int)
        case string(hashes: Int, multiline: Bool)
        case blockComment(depth: Int)
    }

    /// What the previous input left open; empty between top-level tokens.
    private var open: [Context] = []

    public init() {}

    /// Words Swift reserves, and the contextual ones (`get`, `willSet`, `some`)
    /// that read as keywords where they appear.
    public static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get",
        "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "lazy", "let",
        "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override",
        "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self",
        "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet", "consuming", "borrowing",
    ]

    /// The tokens of a whole piece of code.
    public static func tokens(_ code: String) -> [SwiftToken] {
        var lexer = SwiftLexer()
        return lexer.tokens(code)
    }

    /// Whether the previous input left a comment, a string or an interpolation open: if
    /// not, the next input reads as it would on its own.
    public var leftOpen: Bool { !open.isEmpty }

    /// How many interpolations are open: the tokens of the next input start that
    /// deep inside string literals.
    public var openInterpolations: Int {
        open.filter { if case .interpolation = $0 { true } else { false } }.count
    }

    /// The tokens of `text`, continuing whatever the previous call left open.
    public mutating func tokens(_ text: String) -> [SwiftToken] {
        var reader = Reader(text)
        var tokens: [SwiftToken] = []
        while !reader.atEnd {
            switch open.last {
            case .blockComment(let depth):
                readBlockComment(&reader, depth: depth, into: &tokens)
            case .string(let hashes, let multiline):
                readString(&reader, hashes: hashes, multiline: multiline, into: &tokens)
            case .interpolation(let parentheses):
                readCode(&reader, parentheses: parentheses, into: &tokens)
            case nil:
                readCode(&reader, parentheses: nil, into: &tokens)
            }
        }
        // A single-line string ends with its line, even when the line is all the input.
        if case .string(_, multiline: false) = open.last {
            open.removeLast()
            tokens.append(SwiftToken(.stringClose, ""))
        }
        return tokens
    }

    /// Token text is sliced from the code's UTF-8 at the scalars' byte offsets, not
    /// built scalar by scalar: on a book's listings that building was half the lexer's time.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        /// The UTF-8 offset of each scalar, and of the end.
        let offsets: [Int]
        let utf8: [UInt8]
        var position = 0

        init(_ text: String) {
            var scalars: [Unicode.Scalar] = []
            var offsets: [Int] = []
            scalars.reserveCapacity(text.utf8.count)
            offsets.reserveCapacity(text.utf8.count + 1)
            var offset = 0
            for scalar in text.unicodeScalars {
                scalars.append(scalar)
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            self.scalars = scalars
            self.offsets = offsets
            self.utf8 = Array(text.utf8)
        }

        var atEnd: Bool { position >= scalars.count }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }

        func starts(with literal: String) -> Bool {
            var offset = 0
            for scalar in literal.unicodeScalars {
                guard peek(offset) == scalar else { return false }
                offset += 1
            }
            return true
        }

        func text(from start: Int) -> String {
            String(decoding: utf8[offsets[start]..<offsets[position]], as: UTF8.self)
        }

        mutating func advance(_ count: Int = 1) { position = min(position + count, scalars.count) }

        /// The number of `#` before a raw string's quote, if a raw string starts here.
        var rawStringHashes: Int? {
            var count = 0
            while peek(count) == "#" { count += 1 }
            return count > 0 && peek(count) == "\"" ? count : nil
        }
    }

    /// One token of code; inside an interpolation, `parentheses` counts the ones
    /// opened in it, so its own `)` is told from theirs.
    private mutating func readCode(_ reader: inout Reader, parentheses: Int?, into tokens: inout [SwiftToken]) {
        let start = reader.position
        let c = reader.peek()!
        func emit(_ kind: SwiftToken.Kind) { tokens.append(SwiftToken(kind, reader.text(from: start))) }
        if let parentheses, c == "(" || c == ")" {
            reader.advance()
            if c == ")" && parentheses == 0 {
                open.removeLast()
                emit(.interpolationClose)
            } else {
                open[open.count - 1] = .interpolation(parentheses: parentheses + (c == "(" ? 1 : -1))
                emit(.punctuation)
            }
        } else if reader.starts(with: "//") {
            while let n = reader.peek(), n != "\n" { reader.advance() }
            emit(.lineComment)
        } else if reader.starts(with: "/*") {
            open.append(.blockComment(depth: 0))
        } else if c == "\"" || (c == "#" && reader.rawStringHashes != nil) {
            let hashes = reader.rawStringHashes ?? 0
            reader.advance(hashes)
            let multiline = reader.starts(with: "\"\"\"")
            reader.advance(multiline ? 3 : 1)
            open.append(.string(hashes: hashes, multiline: multiline))
            emit(.stringOpen)
        } else if (c == "@" || c == "#"), let n = reader.peek(1), Self.isIdentifierStart(n) {
            reader.advance()
            while let n = reader.peek(), Self.isIdentifierPart(n) { reader.advance() }
            emit(c == "@" ? .attribute : .directive)
        } else if Self.isASCIIDigit(c) {
            // Digits, hex letters, `_` separators, exponents and a fraction's dot.
            while let n = reader.peek(), n.isASCII,
                  Self.isIdentifierStart(n) || Self.isASCIIDigit(n)
                    || n == "." && reader.peek(1).map(Self.isNumeric) == true {
                reader.advance()
            }
            emit(.number)
        } else if c == "`" {
            reader.advance()
            while let n = reader.peek(), Self.isIdentifierPart(n) || n == "`" {
                reader.advance()
                if n == "`" { break }
            }
            emit(.identifier)
        } else if Self.isIdentifierStart(c) {
            while let n = reader.peek(), Self.isIdentifierPart(n) { reader.advance() }
            let word = reader.text(from: start)
            tokens.append(SwiftToken(Self.keywords.contains(word) ? .keyword : .identifier, word))
        } else if c == "\n" {
            reader.advance()
            emit(.newline)
        } else if Self.isWhitespace(c) {
            while let n = reader.peek(), n != "\n", Self.isWhitespace(n) { reader.advance() }
            emit(.whitespace)
        } else {
            reader.advance()
            emit(.punctuation)
        }
    }

    private mutating func readBlockComment(_ reader: inout Reader, depth: Int, into tokens: inout [SwiftToken]) {
        let start = reader.position
        var depth = depth
        while !reader.atEnd {
            if reader.starts(with: "/*") {
                depth += 1
                reader.advance(2)
            } else if reader.starts(with: "*/") {
                depth -= 1
                reader.advance(2)
                if depth == 0 { break }
            } else {
                reader.advance()
            }
        }
        open[open.count - 1] = .blockComment(depth: depth)
        if depth == 0 { open.removeLast() }
        tokens.append(SwiftToken(.blockComment, reader.text(from: start)))
    }

    /// A literal's text up to its end, its line's end (single-line), or an interpolation.
    private mutating func readString(_ reader: inout Reader, hashes: Int, multiline: Bool, into tokens: inout [SwiftToken]) {
        let start = reader.position
        let hashMarks = String(repeating: "#", count: hashes)
        let closing = (multiline ? "\"\"\"" : "\"") + hashMarks
        let interpolation = "\\" + hashMarks + "("
        func emitText() {
            if reader.position > start { tokens.append(SwiftToken(.stringText, reader.text(from: start))) }
        }
        while let c = reader.peek() {
            if reader.starts(with: closing) {
                emitText()
                let delimiter = reader.position
                reader.advance(closing.unicodeScalars.count)
                open.removeLast()
                tokens.append(SwiftToken(.stringClose, reader.text(from: delimiter)))
                return
            }
            if !multiline && c == "\n" {
                emitText()
                open.removeLast()
                tokens.append(SwiftToken(.stringClose, ""))
                return
            }
            if reader.starts(with: interpolation) {
                emitText()
                let delimiter = reader.position
                reader.advance(interpolation.unicodeScalars.count)
                open.append(.interpolation(parentheses: 0))
                tokens.append(SwiftToken(.interpolationOpen, reader.text(from: delimiter)))
                return
            }
            // An escape: the next character is text, even a quote; never a single-line
            // literal's line break, which ends it, so code reads the same fed whole or by line.
            if c == "\\" && hashes == 0 && (multiline || reader.peek(1) != "\n") { reader.advance() }
            reader.advance()
        }
        emitText()
    }

    // The ASCII answers are the Unicode properties' own, looked up without the
    // property tables: nearly every scalar of a listing is ASCII.

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) }
        return c.properties.isAlphabetic
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isNumeric(c)
    }

    private static func isASCIIDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

    private static func isNumeric(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? isASCIIDigit(c) : c.properties.numericType != nil
    }

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? c == " " || ("\t"..."\r").contains(c) : c.properties.isWhitespace
    }
}
