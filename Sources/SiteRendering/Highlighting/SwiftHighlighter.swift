import CourseModel

/// Colours Swift source for the site: `SwiftLexer`'s tokens as highlighting
/// kinds, line by line.
public struct SwiftHighlighter: Sendable {
    public init() {}

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
        var previous: SwiftToken?
        var tokens: [SyntaxToken] = []
        for token in SwiftLexer.tokens(code) {
            tokens.append(SyntaxToken(Self.kind(of: token, after: previous), token.text))
            if token.kind != .whitespace && token.kind != .newline && !token.text.isEmpty { previous = token }
        }
        return Self.merged(tokens)
    }

    private static func kind(of token: SwiftToken, after previous: SwiftToken?) -> SyntaxToken.Kind? {
        switch token.kind {
        case .whitespace, .newline, .punctuation: return nil
        case .lineComment, .blockComment: return .comment
        case .number: return .number
        case .attribute: return .attribute
        case .directive: return .directive
        case .stringOpen, .stringText, .stringClose: return .string
        case .interpolationOpen, .interpolationClose: return .interpolation
        case .keyword, .identifier:
            // After `.` or `func` a keyword-like word is a member or function name (`.init`, `func set`).
            if token.kind == .keyword, previous?.text.hasSuffix(".") != true, previous?.text != "func" { return .keyword }
            return token.text.unicodeScalars.first?.properties.isUppercase == true ? .type : nil
        }
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
