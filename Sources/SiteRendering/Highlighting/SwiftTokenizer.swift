/// Splits Swift source into highlighted tokens, line by line.
///
/// Not a Swift parser: it knows just enough lexical structure (strings with
/// interpolation, nested block comments, raw strings) that a keyword inside a
/// string or comment is never coloured as a keyword.
public struct SwiftTokenizer: Sendable {
    public init() {}

    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else",
        "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get",
        "guard", "if", "import", "in", "indirect", "init", "inout", "internal", "is", "lazy", "let",
        "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override",
        "private", "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self",
        "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet", "consuming", "borrowing",
    ]

    /// The tokens of `code`, one array per line (a trailing newline ends the last line).
    public func lines(_ code: String) -> [[SyntaxToken]] {
        var lines: [[SyntaxToken]] = [[]]
        for token in tokens(code) {
            let parts = token.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lines.append([]) }
                if !part.isEmpty { lines[lines.count - 1].append(SyntaxToken(token.kind, String(part))) }
            }
        }
        if code.hasSuffix("\n") { lines.removeLast() }
        return lines.map(Self.merged)
    }

    /// The tokens of `code` in order; their texts joined give `code` back.
    public func tokens(_ code: String) -> [SyntaxToken] {
        var scanner = Scanner(Array(code.unicodeScalars))
        var tokens: [SyntaxToken] = []
        scanCode(&scanner, into: &tokens, untilCloseParen: false)
        return Self.merged(tokens)
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var atEnd: Bool { position >= scalars.count }
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < scalars.count ? scalars[position + offset] : nil
        }
        func text(from start: Int) -> String {
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[start..<position])
            return String(s)
        }
        func starts(with literal: String) -> Bool {
            var offset = 0
            for scalar in literal.unicodeScalars {
                guard peek(offset) == scalar else { return false }
                offset += 1
            }
            return true
        }
    }

    private func scanCode(_ s: inout Scanner, into tokens: inout [SyntaxToken], untilCloseParen: Bool) {
        var depth = 0
        while let c = s.peek() {
            let start = s.position
            if untilCloseParen {
                if c == "(" { depth += 1 }
                if c == ")" {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            if s.starts(with: "//") {
                while let n = s.peek(), n != "\n" { s.position += 1 }
                tokens.append(SyntaxToken(.comment, s.text(from: start)))
            } else if s.starts(with: "/*") {
                scanBlockComment(&s)
                tokens.append(SyntaxToken(.comment, s.text(from: start)))
            } else if c == "\"" || (c == "#" && rawStringHashes(s) != nil) {
                scanString(&s, into: &tokens)
            } else if c == "@", let n = s.peek(1), Self.isIdentifierStart(n) {
                s.position += 1
                while let n = s.peek(), Self.isIdentifierPart(n) { s.position += 1 }
                tokens.append(SyntaxToken(.attribute, s.text(from: start)))
            } else if c == "#", let n = s.peek(1), Self.isIdentifierStart(n) {
                s.position += 1
                while let n = s.peek(), Self.isIdentifierPart(n) { s.position += 1 }
                tokens.append(SyntaxToken(.directive, s.text(from: start)))
            } else if c.properties.numericType != nil, c.isASCII {
                while let n = s.peek(), n.isASCII, n.properties.isAlphabetic || n.properties.numericType != nil || n == "_" || n == "." && (s.peek(1).map { $0.properties.numericType != nil } ?? false) {
                    s.position += 1
                }
                tokens.append(SyntaxToken(.number, s.text(from: start)))
            } else if Self.isIdentifierStart(c) || c == "`" {
                let quoted = c == "`"
                s.position += 1
                while let n = s.peek(), Self.isIdentifierPart(n) || (quoted && n == "`") {
                    s.position += 1
                    if quoted && n == "`" { break }
                }
                let word = s.text(from: start)
                let previous = tokens.last(where: { !$0.text.allSatisfy(\.isWhitespace) })?.text
                // After `.` or `func` a keyword-like word is a member or function name (`.init`, `func set`).
                if Self.keywords.contains(word) && previous?.hasSuffix(".") != true && previous != "func" {
                    tokens.append(SyntaxToken(.keyword, word))
                } else if let first = word.unicodeScalars.first, first.properties.isUppercase {
                    tokens.append(SyntaxToken(.type, word))
                } else {
                    tokens.append(SyntaxToken(nil, word))
                }
            } else {
                s.position += 1
                tokens.append(SyntaxToken(nil, s.text(from: start)))
            }
        }
    }

    private func scanBlockComment(_ s: inout Scanner) {
        var depth = 0
        while !s.atEnd {
            if s.starts(with: "/*") {
                depth += 1
                s.position += 2
            } else if s.starts(with: "*/") {
                depth -= 1
                s.position += 2
                if depth == 0 { return }
            } else {
                s.position += 1
            }
        }
    }

    /// The number of `#` before a raw string's quote, if a raw string starts here.
    private func rawStringHashes(_ s: Scanner) -> Int? {
        var count = 0
        while s.peek(count) == "#" { count += 1 }
        return count > 0 && s.peek(count) == "\"" ? count : nil
    }

    private func scanString(_ s: inout Scanner, into tokens: inout [SyntaxToken]) {
        var start = s.position
        let hashes = rawStringHashes(s) ?? 0
        s.position += hashes
        let multiline = s.starts(with: "\"\"\"")
        s.position += multiline ? 3 : 1
        let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
        while let c = s.peek() {
            if s.starts(with: closing) {
                s.position += closing.unicodeScalars.count
                break
            }
            if !multiline && c == "\n" { break }
            if s.starts(with: interpolation) {
                tokens.append(SyntaxToken(.string, s.text(from: start)))
                let open = s.position
                s.position += interpolation.unicodeScalars.count
                tokens.append(SyntaxToken(.interpolation, s.text(from: open)))
                scanCode(&s, into: &tokens, untilCloseParen: true)
                if s.peek() == ")" {
                    tokens.append(SyntaxToken(.interpolation, ")"))
                    s.position += 1
                }
                start = s.position
                continue
            }
            if c == "\\" && hashes == 0 { s.position += 1 }
            s.position += 1
        }
        s.position = min(s.position, s.scalars.count)
        if s.position > start { tokens.append(SyntaxToken(.string, s.text(from: start))) }
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || c.properties.numericType != nil
    }

    /// Adjacent tokens of the same kind as one, so pages carry fewer elements.
    static func merged(_ tokens: [SyntaxToken]) -> [SyntaxToken] {
        var result: [SyntaxToken] = []
        for token in tokens where !token.text.isEmpty {
            if let last = result.last, last.kind == token.kind, token.kind != .interpolation {
                result[result.count - 1].text += token.text
            } else {
                result.append(token)
            }
        }
        return result
    }
}
