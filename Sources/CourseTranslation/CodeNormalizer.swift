/// Reduces Swift code to what a translator must not change: comments and the
/// text of string literals go (translators translate those), interpolations
/// `\(…)` stay (they are code), and runs of whitespace become one space.
public enum CodeNormalizer {
    public static func normalize(_ code: String) -> String {
        var output: [Character] = []
        let chars = Array(code)
        var i = 0
        func peek(_ offset: Int) -> Character? { i + offset < chars.count ? chars[i + offset] : nil }

        while i < chars.count {
            let c = chars[i]
            if c == "/", peek(1) == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if chars[i] == "/", peek(1) == "*" { depth += 1; i += 2 }
                    else if chars[i] == "*", peek(1) == "/" { depth -= 1; i += 2 }
                    else { i += 1 }
                } while depth > 0 && i < chars.count
                output.append(" ")
                continue
            }
            if c == "\"" || (c == "#" && startsRawString(chars, i)) {
                output.append(contentsOf: "\"\"")
                i = skipString(chars, from: i, keep: &output)
                continue
            }
            output.append(c)
            i += 1
        }
        return String(output).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func startsRawString(_ chars: [Character], _ index: Int) -> Bool {
        var j = index
        while j < chars.count, chars[j] == "#" { j += 1 }
        return j < chars.count && chars[j] == "\""
    }

    /// Skips a string literal starting at `index`, appending the code of its interpolations.
    private static func skipString(_ chars: [Character], from index: Int, keep output: inout [Character]) -> Int {
        var i = index
        var hashes = 0
        while i < chars.count, chars[i] == "#" { hashes += 1; i += 1 }
        let multiline = i + 2 < chars.count && chars[i] == "\"" && chars[i + 1] == "\"" && chars[i + 2] == "\""
        i += multiline ? 3 : 1
        let closing: [Character] = Array(repeating: "\"", count: multiline ? 3 : 1) + Array(repeating: "#", count: hashes)
        let escape: [Character] = ["\\"] + Array(repeating: "#", count: hashes)
        while i < chars.count {
            if matches(chars, i, escape) {
                let after = i + escape.count
                if after < chars.count, chars[after] == "(" {
                    var depth = 1
                    var j = after + 1
                    output.append("(")
                    while j < chars.count, depth > 0 {
                        // A string inside the interpolation is a literal of its own: its
                        // parentheses are text, and its text goes like any literal's.
                        if chars[j] == "\"" || (chars[j] == "#" && startsRawString(chars, j)) {
                            output.append(contentsOf: "\"\"")
                            j = skipString(chars, from: j, keep: &output)
                            continue
                        }
                        if chars[j] == "(" { depth += 1 }
                        if chars[j] == ")" { depth -= 1 }
                        if depth > 0 { output.append(chars[j]) }
                        j += 1
                    }
                    output.append(")")
                    i = j
                } else {
                    i = after + 1
                }
                continue
            }
            if matches(chars, i, closing) { return i + closing.count }
            if !multiline, chars[i] == "\n" { return i }
            i += 1
        }
        return i
    }

    private static func matches(_ chars: [Character], _ index: Int, _ pattern: [Character]) -> Bool {
        guard index + pattern.count <= chars.count else { return false }
        for (offset, c) in pattern.enumerated() where chars[index + offset] != c { return false }
        return true
    }
}
