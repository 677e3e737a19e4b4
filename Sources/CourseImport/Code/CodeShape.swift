import Foundation

/// Tells code from prose by its shape, for text that lost every Markdown mark.
///
/// The tests look at a line's skeleton (strings and comments removed, see
/// `SwiftLineScanner`), so they judge what the compiler would read.
enum CodeShape {
    /// Words that start a Swift declaration or statement.
    static let keywords: Set<String> = [
        "import", "struct", "class", "final", "func", "let", "var", "protocol", "extension", "enum",
        "init", "deinit", "return", "guard", "if", "else", "for", "while", "repeat", "switch", "case",
        "default", "override", "private", "fileprivate", "public", "internal", "open", "static",
        "weak", "unowned", "lazy", "typealias", "defer", "do", "catch", "throw", "try", "await",
        "actor", "subscript", "mutating", "nonmutating", "convenience", "required", "indirect",
        "associatedtype", "some", "any", "break", "continue", "fallthrough", "precedencegroup", "operator",
    ]

    /// Words that start a declaration (after any modifiers), where a blank line usually stands before.
    static let declarationKeywords: Set<String> = [
        "func", "init", "deinit", "class", "struct", "enum", "protocol", "extension", "actor",
        "subscript", "typealias", "var", "let",
    ]

    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "open", "static", "final", "override",
        "mutating", "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "indirect",
    ]

    /// A line that starts code on its own: a declaration, a statement, a comment,
    /// an attribute, a bracket, or an expression statement (a call, an assignment).
    static func startsCode(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return false }
        if text.hasPrefix("//") || text.hasPrefix("/*") { return true }
        var scanner = SwiftLineScanner()
        let skeleton = scanner.scan(text).skeleton
        if containsNonASCIILetters(skeleton) { return false }
        guard let first = skeleton.first else { return false }
        if first == "@", skeleton.dropFirst().first?.isLetter == true { return true }
        if "{}()[]".contains(first) { return true }
        if first == ".", skeleton.dropFirst().first?.isLetter == true { return true }
        let word = String(skeleton.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        if keywords.contains(word) {
            let rest = skeleton.dropFirst(word.count)
            let follows = rest.first.map { $0.isWhitespace || "({<:?!".contains($0) } ?? true
            // `for name in names {`, and a body on the same line: `for name in names { print(name) }`.
            let opensABody = skeleton.hasSuffix("{") || (skeleton.contains("{") && skeleton.hasSuffix("}"))
            if follows && (opensABody || plainWordRun(skeleton) < 4) { return true }
        }
        return isExpressionStatement(skeleton)
    }

    /// `a.b(…)`, `a = …`, `a[i] = …`, `a += 1`: an identifier chain followed by a call,
    /// a subscript or an assignment.
    static func isExpressionStatement(_ skeleton: String) -> Bool {
        let chars = Array(skeleton)
        var index = 0
        func identifier() -> Bool {
            guard index < chars.count, chars[index].isLetter || chars[index] == "_" || chars[index] == "$" else { return false }
            while index < chars.count, chars[index].isLetter || chars[index].isNumber || chars[index] == "_" || chars[index] == "$" { index += 1 }
            return true
        }
        guard identifier() else { return false }
        while index < chars.count {
            if chars[index] == "?" || chars[index] == "!" { index += 1 }
            guard index < chars.count, chars[index] == "." else { break }
            index += 1
            guard identifier() else { return false }
        }
        let rest = String(chars[index...]).trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("(") || rest.hasPrefix("[") { return plainWordRun(skeleton) < 3 }
        for op in ["+=", "-=", "*=", "/=", "="] where rest.hasPrefix(op) {
            return !rest.hasPrefix("==") && plainWordRun(skeleton) < 4
        }
        return false
    }

    /// The longest run of whitespace-separated words made of letters only
    /// (a trailing `,.;:!?` allowed): prose has long runs, code almost never.
    static func plainWordRun(_ text: String) -> Int {
        var best = 0
        var run = 0
        for token in text.split(whereSeparator: \.isWhitespace) {
            var word = Substring(token)
            var ends = false
            if let last = word.last, ",.;:!?".contains(last) { word = word.dropLast(); ends = true }
            let plain = !word.isEmpty && word.first!.isLetter
                && word.allSatisfy { $0.isLetter || $0 == "'" || $0 == "’" || $0 == "-" }
            if plain { run += 1; best = max(best, run) } else { run = 0 }
            if ends { run = 0 }
        }
        return best
    }

    /// A line a person wrote as a sentence: many plain words, or letters no Swift
    /// identifier in these lessons uses (Turkish, Japanese) outside strings and comments.
    static func isSentence(_ line: String) -> Bool {
        isSentence(line, trimmedSkeleton: trimmedSkeleton(line))
    }

    /// `trimmedSkeleton`: the line's (`trimmedSkeleton(_:)`). Whitespace at either end of a
    /// skeleton changes none of its words or letters.
    static func isSentence(_ line: String, trimmedSkeleton skeleton: String) -> Bool {
        if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { return false }
        return plainWordRun(skeleton) >= 4 || containsCJK(skeleton) || (containsNonASCIILetters(skeleton) && plainWordRun(skeleton) >= 2)
    }

    /// The line leaves an expression open, so the next line continues it.
    static func leavesExpressionOpen(_ line: String) -> Bool {
        leavesExpressionOpen(trimmedSkeleton: trimmedSkeleton(line))
    }

    static func leavesExpressionOpen(trimmedSkeleton skeleton: String) -> Bool {
        [",", "=", "->", "&&", "||", "+", "-", "*", "?", ":", "."].contains { skeleton.hasSuffix($0) }
    }

    /// The skeleton of a line read on its own, without whitespace at its ends.
    static func trimmedSkeleton(_ line: String) -> String {
        var scanner = SwiftLineScanner()
        return trimmedSkeleton(scanner.scan(line))
    }

    static func trimmedSkeleton(_ scan: SwiftLineScanner.Scan) -> String {
        scan.skeleton.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the line starts a declaration, after any attributes and modifiers.
    static func startsDeclaration(_ line: String) -> Bool {
        for word in line.split(whereSeparator: \.isWhitespace) {
            let bare = String(word.prefix { $0.isLetter || $0 == "@" })
            if bare.hasPrefix("@") || declarationModifiers.contains(bare) { continue }
            return declarationKeywords.contains(bare)
        }
        return false
    }

    static func containsCJK(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value) || (0xFF00...0xFFEF).contains($0.value) }
    }

    static func containsNonASCIILetters(_ text: String) -> Bool {
        text.contains { $0.isLetter && !$0.isASCII }
    }
}
