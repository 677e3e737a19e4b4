import CourseModel

extension MergeShape {
    private static let declaringKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "actor", "typealias", "func", "let", "var",
    ]

    /// The names a snippet declares at its top level (types, functions, `let x`/`var x`),
    /// read with the one lexer: a later block of a group declaring one of them again
    /// starts a program of its own (`GroupProgram.programs`).
    static func topLevelNames(in code: String) -> Set<String> {
        guard let placed = place(SwiftLexer.tokens(code)) else { return [] }
        var names: Set<String> = []
        for (index, item) in placed.enumerated() where item.startsLine && item.depth == 0 {
            var keyword = index
            while keyword < placed.count, placed[keyword].token.kind == .attribute || modifiers.contains(placed[keyword].token.text) {
                keyword += 1
            }
            guard keyword + 1 < placed.count, placed[keyword].depth == 0, declaringKeywords.contains(placed[keyword].token.text),
                  placed[keyword + 1].token.kind == .identifier else { continue }
            names.insert(placed[keyword + 1].token.text)
        }
        return names
    }
}
