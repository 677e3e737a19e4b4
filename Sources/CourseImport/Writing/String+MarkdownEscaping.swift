extension String {
    /// Prose as Markdown that reads back as exactly this text: the characters
    /// CommonMark (with GFM's strikethrough) could take for markup are escaped,
    /// and nothing else, so the source stays readable for translators.
    var escapedAsMarkdownText: String {
        let chars = Array(self)
        var out = ""
        for (index, c) in chars.enumerated() {
            let before = index > 0 ? chars[index - 1] : nil
            let after = index + 1 < chars.count ? chars[index + 1] : nil
            switch c {
            case "\\", "`", "*", "[", "]", "~":
                out += "\\" + String(c)
            case "_":
                // An underscore inside a word never opens or closes emphasis.
                let inWord = (before?.isLetter == true || before?.isNumber == true) && (after?.isLetter == true || after?.isNumber == true)
                out += inWord ? "_" : "\\_"
            case "<":
                out += (after.map { $0.isLetter || "/!?".contains($0) } ?? false) ? "\\<" : "<"
            case "&":
                out += (after.map { $0.isLetter || $0 == "#" } ?? false) ? "\\&" : "&"
            default:
                out.append(c)
            }
        }
        return Self.escapingLineStart(out)
    }

    /// A line that would open a heading, quote, list, or table, or underline a heading.
    private static func escapingLineStart(_ text: String) -> String {
        guard let first = text.first else { return text }
        if "#>+-=|".contains(first) { return "\\" + text }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9 {
            let rest = text.dropFirst(digits.count)
            if let mark = rest.first, ".)".contains(mark), rest.dropFirst().first.map({ $0 == " " }) ?? true {
                return String(digits) + "\\" + String(rest)
            }
        }
        return text
    }
}
