import CourseModel

/// How a `run` snippet's `main.swift` is laid out in a merged executable
/// (`MergedBatch`), read with the one lexer, or nil when it must be compiled alone.
///
/// Its top-level type declarations and imports move to file scope, so a type keeps
/// its name `Snippet.Point` (printed in arrays and optionals); the rest, statements and
/// functions, becomes the body of a function the executable calls by argument. A
/// snippet merged must do exactly what it does alone, so anything that could tell
/// the two apart keeps it alone:
/// - what the merged file changes: `#function`, `#file`, `#filePath`, `CommandLine`
///   and `ProcessInfo` (the selecting argument), `FileManager` (the folder's files);
/// - what is allowed in main.swift and not in a function, or the reverse, with a
///   different meaning: `await`/`async` top-level code, a top-level `return` or `throw`;
/// - object lifetimes: a top-level variable lives to the end, a local to its last use
///   (`deinit`, `weak`, `unowned`, `isKnownUniquelyReferenced`, `withExtendedLifetime`, `Unmanaged`);
/// - what reaches beyond the snippet: `@main`, operators, an `extension` of a type the
///   snippet does not declare (a conformance or member every other snippet would see);
/// - `#if` and `#sourceLocation`, which would cut the layout's line directives.
/// A snippet whose function body does not compile (a type that uses a top-level
/// variable) fails the merged compile and is compiled alone (`MergedCompile`).
struct MergeShape: Hashable, Sendable {
    /// Line ranges (1-based, inclusive) moved to file scope: type declarations, imports.
    var hoisted: [ClosedRange<Int>]
    /// The names the hoisted declarations give the module.
    var declared: Set<String>
    /// Every name the snippet mentions: another snippet's declaration of one of them
    /// could change what this one means, so the two are never merged together.
    var identifiers: Set<String>
    /// Imported modules: member lookup sees every file's imports, so snippets merged
    /// together import the same modules.
    var imports: Set<String>

    static let hoistedKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias", "extension", "import"]
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "final", "indirect", "nonisolated",
    ]
    private static let aloneWords: Set<String> = [
        "CommandLine", "ProcessInfo", "FileManager", "await", "async", "operator", "precedencegroup",
        // main.swift's top-level variables live until the process ends, a function's locals
        // only until their last use: a deinit, a weak reference or a uniqueness check can tell.
        "deinit", "weak", "unowned", "isKnownUniquelyReferenced", "withExtendedLifetime", "Unmanaged",
    ]
    private static let aloneDirectives: Set<String> = ["#if", "#sourceLocation", "#function", "#file", "#filePath", "#dsohandle"]

    /// A token outside string literals, with its line and bracket depth.
    struct Placed {
        var token: SwiftToken
        var line: Int
        var depth: Int
        var startsLine: Bool
    }

    static func of(_ code: String) -> MergeShape? {
        guard let placed = place(SwiftLexer.tokens(code)) else { return nil }
        var shape = MergeShape(hoisted: [], declared: [], identifiers: [], imports: [])
        var extended: [String] = []
        for item in placed {
            let text = item.token.text
            switch item.token.kind {
            case .identifier, .keyword:
                if aloneWords.contains(text) { return nil }
                if item.token.kind == .identifier { shape.identifiers.insert(text) }
                if item.depth == 0, text == "return" || text == "throw" { return nil }
            case .attribute where text == "@main": return nil
            case .directive where aloneDirectives.contains(text): return nil
            default: break
            }
        }
        var index = 0
        while index < placed.count {
            guard placed[index].startsLine, placed[index].depth == 0 else { index += 1; continue }
            var keyword = index
            while keyword < placed.count, placed[keyword].token.kind == .attribute || modifiers.contains(placed[keyword].token.text) {
                keyword += 1
            }
            guard keyword + 1 < placed.count, hoistedKeywords.contains(placed[keyword].token.text),
                  placed[keyword + 1].token.kind == .identifier else { index += 1; continue }
            let word = placed[keyword].token.text
            let name = placed[keyword + 1].token.text
            let end: Int
            switch word {
            case "import":
                shape.imports.insert(name)
                end = keyword + 1
            case "typealias":
                // To the end of its line; a type alias spread over lines fails the merge.
                var last = keyword + 1
                while last + 1 < placed.count, placed[last + 1].line == placed[keyword].line { last += 1 }
                end = last
            default:
                guard let close = closingBrace(after: keyword, in: placed) else { return nil }
                end = close
            }
            // Something after the declaration on its last line would be cut in two.
            if end + 1 < placed.count, placed[end + 1].line == placed[end].line { return nil }
            if word == "extension" { extended.append(name) } else if word != "import" { shape.declared.insert(name) }
            shape.hoisted.append(placed[index].line...placed[end].line)
            index = end + 1
        }
        guard extended.allSatisfy(shape.declared.contains) else { return nil }
        return shape
    }

    /// The tokens outside string literals (an interpolation's code included), each with
    /// its line and the depth of brackets it is in; nil for unbalanced brackets.
    static func place(_ tokens: [SwiftToken]) -> [Placed]? {
        var placed: [Placed] = []
        var line = 1
        var depth = 0
        var strings = 0
        var startsLine = true
        for token in tokens {
            let newlines = token.text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            defer { line += newlines }
            switch token.kind {
            case .newline: startsLine = true; continue
            case .whitespace, .lineComment, .blockComment, .stringText: continue
            case .stringOpen, .interpolationClose: strings += 1
            case .stringClose, .interpolationOpen: strings -= 1
            default: break
            }
            guard strings == 0, token.kind != .stringClose, token.kind != .interpolationOpen else { startsLine = false; continue }
            if token.kind == .punctuation, "({[".contains(token.text) {
                placed.append(Placed(token: token, line: line, depth: depth, startsLine: startsLine))
                depth += 1
            } else if token.kind == .punctuation, ")}]".contains(token.text) {
                depth -= 1
                guard depth >= 0 else { return nil }
                placed.append(Placed(token: token, line: line, depth: depth, startsLine: startsLine))
            } else {
                placed.append(Placed(token: token, line: line, depth: depth, startsLine: startsLine))
            }
            startsLine = false
        }
        return depth == 0 ? placed : nil
    }

    /// The index of the `}` that closes the declaration's body.
    private static func closingBrace(after keyword: Int, in placed: [Placed]) -> Int? {
        guard let open = placed[keyword...].firstIndex(where: { $0.depth == 0 && $0.token.text == "{" }) else { return nil }
        return placed[(open + 1)...].firstIndex { $0.depth == 0 && $0.token.text == "}" }
    }

    /// Whether the two snippets can share one module: neither declares a name the other mentions.
    func canShareModule(with other: MergeShape) -> Bool {
        declared.isDisjoint(with: other.identifiers) && other.declared.isDisjoint(with: identifiers)
            && declared.isDisjoint(with: other.declared)
    }
}
