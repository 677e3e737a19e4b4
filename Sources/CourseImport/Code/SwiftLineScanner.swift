import Foundation

/// Reads Swift one line at a time, far enough to know its brackets.
///
/// Strings (with interpolations that hold strings of their own) and comments
/// are skipped, so a `{` in `"{"` or in `// {` never changes the depth. The
/// skeleton is the line without string contents and comments: the shape tests
/// of `CodeShape` look at it, so words in a string never make code look like prose.
struct SwiftLineScanner {
    struct Scan {
        /// The line with comments removed and every string literal reduced to `""`.
        var skeleton: String
        /// Openers minus closers outside strings and comments.
        var delta: Int
        /// Closers before anything else on the line: `) {` sits one level out.
        var leadingClosers: Int
        /// Offsets (in characters) just after a `}` that a letter follows: where a
        /// scrape glued the next heading to the code.
        var gluedAfterBrace: [Int]
        /// The whole line is a comment.
        var isComment: Bool
    }

    private enum Mode { case code, string(multiline: Bool), interpolation(depth: Int) }

    private var inBlockComment = false
    private var inMultilineString = false

    /// Words Swift lets follow `}` directly, so a `}else` is code, not glue.
    private static let wordsAfterBrace: Set<String> = ["else", "catch", "while", "where"]

    mutating func scan(_ line: String) -> Scan {
        let chars = Array(line)
        var result = Scan(skeleton: "", delta: 0, leadingClosers: 0, gluedAfterBrace: [], isComment: false)
        var stack: [Mode] = inMultilineString ? [.code, .string(multiline: true)] : [.code]
        var sawContent = false
        var index = 0
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        result.isComment = trimmed.hasPrefix("//") || (trimmed.hasPrefix("/*") && !inMultilineString) || (inBlockComment && !trimmed.isEmpty)
        func at(_ offset: Int) -> Character? { index + offset < chars.count ? chars[index + offset] : nil }
        while index < chars.count {
            let c = chars[index]
            if inBlockComment {
                if c == "*", at(1) == "/" { inBlockComment = false; index += 2 } else { index += 1 }
                continue
            }
            switch stack.last! {
            case .string(let multiline):
                if c == "\\" {
                    if at(1) == "(" { stack.append(.interpolation(depth: 1)) }
                    index += 2
                    continue
                }
                if c == "\"" {
                    if multiline {
                        if at(1) == "\"", at(2) == "\"" { stack.removeLast(); inMultilineString = false; index += 3; continue }
                    } else {
                        stack.removeLast()
                        if stack.count == 1 { result.skeleton.append("\"") }
                    }
                }
                index += 1
            case .code, .interpolation:
                let base = stack.count == 1
                if c == "/", at(1) == "/" { index = chars.count; continue }
                if c == "/", at(1) == "*" { inBlockComment = true; index += 2; continue }
                if c == "\"" {
                    if at(1) == "\"", at(2) == "\"" {
                        stack.append(.string(multiline: true))
                        inMultilineString = true
                        if base { result.skeleton += "\"\"" }
                        index += 3
                        continue
                    }
                    stack.append(.string(multiline: false))
                    if base { result.skeleton.append("\"") }
                    index += 1
                    continue
                }
                if case .interpolation(let depth) = stack.last! {
                    if c == "(" { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                    if c == ")" {
                        if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
                    }
                    index += 1
                    continue
                }
                if "({[".contains(c) { result.delta += 1 }
                if ")}]".contains(c) {
                    result.delta -= 1
                    if !sawContent { result.leadingClosers += 1 }
                    if c == "}", let next = at(1), next.isLetter {
                        let word = String(chars[(index + 1)...].prefix { $0.isLetter })
                        if !Self.wordsAfterBrace.contains(word) { result.gluedAfterBrace.append(index + 1) }
                    }
                }
                if !c.isWhitespace, !")}]".contains(c) { sawContent = true }
                result.skeleton.append(c)
                index += 1
            }
        }
        return result
    }
}
