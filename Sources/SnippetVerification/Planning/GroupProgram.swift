import CourseModel

/// The blocks of a lesson that share a `group=NAME`, as one program (docs/format.md,
/// "Groups"): one `main.swift` of the blocks in document order, each under a
/// `#sourceLocation` naming a file of its own (`coursec-block-K.swift`, line 1 its first
/// line) so every error, `#line` and crash line maps to its block's lesson line while the
/// program's text, and so its cache key, does not hold lesson lines (prose moved above a
/// group recompiles nothing). After block K the program calls `coursecGroupMark(K)`,
/// which flushes standard output and writes K (four bytes, little-endian) on descriptor
/// 3, then waits for coursec's answer on descriptor 4, which carries K back: coursec notes
/// how many bytes of standard output it had by then, so each block's output is the bytes
/// between two marks, and standard output itself holds only what the program printed.
///
/// The program is hostile input (a block is plain Swift, in the same process as the
/// mark function), so coursec takes a mark only when it is the next one due
/// (`OutputWatch`): a mark out of sequence, one more than the blocks, a descriptor
/// closed or answers left unread end the program, and the group fails with
/// `wroteMarksOfItsOwn`. What the numbers cannot do: they are no secret from the program,
/// which can read the mark function and call it itself; see docs/verify.md, "Threat model".
enum GroupProgram {
    struct Layout: Sendable {
        /// What each judged block must print, by block index; a block of the program
        /// with none (a `typecheck`, a `setup` without expected output) is run, not judged.
        var expected: [Int: ExpectedOutput]
        /// One file per block of the program, named as its `#sourceLocation` names it.
        var presumed: [SnippetSource]
        /// Whether the program marks the end of each block (a run; not a compile-error check).
        var marked: Bool

        /// How many marks the program's run must write, one per block; nil when unmarked.
        var marks: Int? { marked ? presumed.count : nil }
    }

    /// The status the mark function exits with when its mark cannot be written or the
    /// answer is not its own (a block closed or replaced descriptor 3 or 4, or read an
    /// answer itself): going on, the next blocks' output would be counted as this one's.
    static let brokenMarksStatus: Int32 = 86

    /// The real file that declares the mark: no import, so it changes no name lookup of
    /// the blocks (C's `fflush`, `write`, `read` and `_exit` by their symbols).
    static let marksFile = SnippetSource(
        name: "coursec-group-marks.swift",
        code: """
            @_silgen_name("fflush") private func coursecFlush(_ stream: OpaquePointer?) -> Int32
            @_silgen_name("write") private func coursecWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int
            @_silgen_name("read") private func coursecRead(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
            @_silgen_name("_exit") private func coursecExit(_ status: Int32) -> Never

            /// The end of block `number`: its output is flushed, then coursec is told which
            /// block ended and answers with the same number.
            func coursecGroupMark(_ number: UInt32) {
                _ = coursecFlush(nil)
                var mark = number.littleEndian
                guard coursecWrite(3, &mark, 4) == 4 else { coursecExit(\(GroupProgram.brokenMarksStatus)) }
                var answer: UInt32 = 0
                guard coursecRead(4, &answer, 4) == 4, UInt32(littleEndian: answer) == number else { coursecExit(\(GroupProgram.brokenMarksStatus)) }
            }

            """,
        origin: SourceLocation(file: "coursec-group-marks.swift", line: 1))

    /// The call that ends block `position` of a program, under the marks file's name.
    static func markCall(_ position: Int) -> String {
        "#sourceLocation(file: \"\(marksFile.name)\", line: 1)\ncoursecGroupMark(\(position))\n"
    }

    static func presumedName(of position: Int) -> String { "coursec-block-\(position).swift" }

    /// `main.swift` of `blocks`, in order; with a mark after each when `marked`.
    ///
    /// A block may stand inside a scope that blocks around it open and close (swift-book's
    /// hidden `>> do {` … `>> }`, a hidden type around a shown method). A `do` block runs
    /// where it stands, so a mark in it comes in its order; inside any other scope (a type's
    /// or a function's body, a loop, a call's parentheses) a mark could not stand or would
    /// not run in order, so the marks of the blocks there wait, in order, for the line
    /// where the last such scope closes. The blocks of a program with no scope across
    /// blocks are marked as they always were, so their program's text is the same.
    static func main(of blocks: [CodeBlock], marked: Bool) -> String {
        var text = ""
        var scopes = OpenScopes()
        var waiting: [Int] = []
        for (position, block) in blocks.enumerated() {
            text += "#sourceLocation(file: \"\(presumedName(of: position))\", line: 1)\n"
            text += block.code
            if !block.code.isEmpty, !block.code.hasSuffix("\n") { text += "\n" }
            guard marked else { continue }
            scopes.read(block.code)
            waiting.append(position)
            if scopes.runInPlace || position == blocks.count - 1 {
                for waited in waiting { text += markCall(waited) }
                waiting = []
            }
        }
        return text + "#sourceLocation()\n"
    }

    /// The brackets a program leaves open after each block, each with whether its body runs
    /// where it stands (a `do` block's), read by the one lexer.
    struct OpenScopes {
        private var stack: [Bool] = []
        private var previous: SwiftToken?

        /// Whether a statement written here runs in order: no bracket is open but `do` blocks.
        var runInPlace: Bool { !stack.contains(false) }

        mutating func read(_ code: String) {
            for token in SwiftLexer.tokens(code) {
                switch token.kind {
                case .whitespace, .newline, .lineComment, .blockComment: continue
                case .punctuation where ["{", "(", "["].contains(token.text):
                    stack.append(token.text == "{" && previous?.kind == .keyword && previous?.text == "do")
                case .punctuation where ["}", ")", "]"].contains(token.text):
                    _ = stack.popLast()
                default: break
                }
                previous = token
            }
        }
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
