/// Reduces Swift code to what a translator must not change: comments and the
/// text of string literals go (translators translate those), interpolations
/// `\(…)` stay (they are code), and runs of whitespace become one space.
public enum CodeNormalizer {
    public static func normalize(_ code: String) -> String {
        var output = ""
        // How deep the current token is inside string literals: their text goes,
        // the code of their interpolations stays.
        var literals = 0
        var interpolations = 0
        for token in SwiftLexer.tokens(code) {
            switch token.kind {
            case .lineComment: break
            case .blockComment: output += " "
            case .stringOpen:
                if literals == interpolations { output += "\"\"" }
                literals += 1
            case .stringClose: literals -= 1
            case .interpolationOpen:
                interpolations += 1
                output += "("
            case .interpolationClose:
                interpolations -= 1
                output += ")"
            case .stringText: break
            default: output += token.text
            }
        }
        return output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
