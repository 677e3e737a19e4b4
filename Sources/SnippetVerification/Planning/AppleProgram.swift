import CourseModel

/// A lesson's Apple code as one program: its `apple` blocks (not `incomplete`), each a
/// file. An `apple` block is typechecked against the interface together with the
/// others, so a block may use a type another block declares, and an `in=Type`
/// fragment lands inside the type the lesson names. Plain Swift blocks stay out: a
/// `typecheck` block is compiled with the support files, which model the UI in plain
/// Swift and would clash with the Apple declarations.
struct AppleProgram: Sendable {
    /// What every Apple file sees: lessons show excerpts of files that import these.
    static let imports = "import UIKit; import SwiftUI; import Combine"

    var members: [CodeBlock]
    /// Each member's declared names, by block index: read once per lesson, not once per
    /// pair of members (a tenth of a warm verify's time went to reading them again).
    private var names: [Int: Set<String>] = [:]

    init(_ lesson: Lesson) {
        members = lesson.blocks.filter { $0.role == .apple && !$0.isIncomplete }
        for member in members { names[member.index] = Self.declaredNames(member) }
    }

    /// `block` as `main.swift`, then the other members, nearest first, leaving out any
    /// that declares a name already taken: a later block that rewrites a type (the
    /// lesson's second version of it) replaces the earlier one instead of clashing.
    func sources(for block: CodeBlock, in lesson: Lesson) -> [SnippetSource] {
        var taken = names[block.index] ?? Self.declaredNames(block)
        var sources = [Self.file(block, named: "main.swift", in: lesson)]
        let before = members.filter { $0.index < block.index }.reversed()
        let after = members.filter { $0.index > block.index }
        for other in Array(before) + after {
            let declared = names[other.index] ?? Self.declaredNames(other)
            guard declared.isDisjoint(with: taken) else { continue }
            taken.formUnion(declared)
            sources.append(Self.file(other, named: "Block\(other.index + 1).swift", in: lesson))
        }
        return sources
    }

    /// The block with the imports on the fence's line, so line N of the block is
    /// lesson line `firstCodeLine + N - 1`; an `in=` fragment opens its extension on
    /// that line too and closes it on the closing fence's.
    static func file(_ block: CodeBlock, named name: String, in lesson: Lesson) -> SnippetSource {
        var code = block.code
        if !code.isEmpty, !code.hasSuffix("\n") { code += "\n" }
        let text = block.context.map { "\(imports); extension \($0) {\n\(code)}\n" } ?? "\(imports)\n\(code)"
        return SnippetSource(name: name, code: text, origin: SourceLocation(file: lesson.file, line: block.line))
    }

    /// The names a block declares at its top level (`HomeViewController`), or for an
    /// `in=Type` fragment inside that type (`ImagePicker.makeCoordinator`).
    static func declaredNames(_ block: CodeBlock) -> Set<String> {
        let keywords: Set<Substring> = ["class", "struct", "enum", "protocol", "actor", "typealias", "func", "var", "let"]
        let modifiers: Set<Substring> = [
            "public", "private", "fileprivate", "internal", "open", "final", "static", "indirect", "nonisolated", "override",
        ]
        var names: Set<String> = []
        let separates: (Character) -> Bool = { $0.isWhitespace || $0 == ":" || $0 == "(" || $0 == "<" || $0 == "{" }
        // Split on bytes where no `\r\n` (one Character, not split by "\n") could differ.
        let lines = block.code.utf8.contains(0x0D)
            ? block.code.split(separator: "\n")
            : block.code.utf8.split(separator: 0x0A).map { Substring($0) }
        for line in lines where !(line.first?.isWhitespace ?? true) {
            // Word by word, only as far as the name: planning reads every line of every Apple block.
            var rest = line[...]
            func nextWord() -> Substring? {
                rest = rest.drop(while: separates)
                guard !rest.isEmpty else { return nil }
                let word = rest.prefix { !separates($0) }
                rest = rest[word.endIndex...]
                return word
            }
            var word = nextWord()
            while let modifier = word, modifier.hasPrefix("@") || modifiers.contains(modifier) { word = nextWord() }
            guard let keyword = word, keywords.contains(keyword), let name = nextWord() else { continue }
            names.insert(block.context.map { "\($0).\(name)" } ?? String(name))
        }
        return names
    }
}
