import CourseModel

/// The blocks of a lesson that share a `group=NAME`, as one program (docs/format.md,
/// "Groups"): one `main.swift` of the blocks in document order, each under a
/// `#sourceLocation` naming a file of its own (`coursec-block-K.swift`, line 1 its first
/// line) so every error, `#line` and crash line maps to its block's lesson line while the
/// program's text, and so its cache key, does not hold lesson lines (prose moved above a
/// group recompiles nothing). After each block the program calls `coursecGroupMark()`,
/// which flushes standard output and writes one byte on descriptor 3, then waits for
/// coursec's answer on descriptor 4: coursec notes how many bytes of standard output it
/// had by then, so each block's output is the bytes between two marks, and standard
/// output itself holds only what the program printed.
enum GroupProgram {
    struct Layout: Sendable {
        /// What each judged block must print, by block index; a block of the program
        /// with none (a `typecheck`, a `setup` without expected output) is run, not judged.
        var expected: [Int: ExpectedOutput]
        /// One file per block of the program, named as its `#sourceLocation` names it.
        var presumed: [SnippetSource]
        /// Whether the program marks the end of each block (a run; not a compile-error check).
        var marked: Bool
    }

    /// The real file that declares the mark: no import, so it changes no name lookup of
    /// the blocks (C's `fflush`, `write` and `read` by their symbols).
    static let marksFile = SnippetSource(
        name: "coursec-group-marks.swift",
        code: """
            @_silgen_name("fflush") private func coursecFlush(_ stream: OpaquePointer?) -> Int32
            @_silgen_name("write") private func coursecWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int
            @_silgen_name("read") private func coursecRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int

            /// The end of a block: its output is flushed, then coursec is told and answers.
            func coursecGroupMark() {
                _ = coursecFlush(nil)
                var byte: UInt8 = 10
                guard coursecWrite(3, &byte, 1) == 1 else { return }
                _ = coursecRead(4, &byte, 1)
            }

            """,
        origin: SourceLocation(file: "coursec-group-marks.swift", line: 1))

    static func presumedName(of position: Int) -> String { "coursec-block-\(position).swift" }

    /// `main.swift` of `blocks`, in order; with a mark after each when `marked`.
    static func main(of blocks: [CodeBlock], marked: Bool) -> String {
        var text = ""
        for (position, block) in blocks.enumerated() {
            text += "#sourceLocation(file: \"\(presumedName(of: position))\", line: 1)\n"
            text += block.code
            if !block.code.isEmpty, !block.code.hasSuffix("\n") { text += "\n" }
            if marked {
                text += "#sourceLocation(file: \"\(marksFile.name)\", line: 1)\ncoursecGroupMark()\n"
            }
        }
        return text + "#sourceLocation()\n"
    }

    static func presumed(_ blocks: [CodeBlock], in lesson: Lesson) -> [SnippetSource] {
        blocks.enumerated().map { position, block in
            SnippetSource(
                name: presumedName(of: position), code: block.code,
                origin: SourceLocation(file: lesson.file, line: block.firstCodeLine))
        }
    }

    /// The lesson's groups, each cut into the programs it makes: in document order,
    /// a block that declares again a name an earlier block of the group declares (a
    /// type refined as the text goes on, a function of the same signature) starts a new
    /// program, which holds the group's blocks from it on. An overload (a function of
    /// the same name with other labels or types) does not.
    static func programs(of lesson: Lesson) -> [[CodeBlock]] {
        var order: [String] = []
        var members: [String: [CodeBlock]] = [:]
        for block in lesson.blocks {
            guard let group = block.group else { continue }
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(block)
        }
        var programs: [[CodeBlock]] = []
        for group in order {
            var current: [CodeBlock] = []
            var declared: Set<MergeShape.Declaration> = []
            for block in members[group]! {
                let names = block.role == .compileError || block.expectsTrap ? [] : MergeShape.topLevelDeclarations(in: block.code)
                if !current.isEmpty, names.contains(where: { name in declared.contains { $0.redeclares(name) } }) {
                    programs.append(current)
                    current = []
                    declared = []
                }
                current.append(block)
                declared.formUnion(names)
            }
            if !current.isEmpty { programs.append(current) }
        }
        return programs
    }
}
