/// One fenced code block of a lesson, with the role its info string gives it.
public struct CodeBlock: Hashable, Sendable {
    /// 0-based position among the lesson's snippet blocks.
    public var index: Int
    /// 1-based line of the opening fence in the lesson source.
    public var line: Int
    public var role: BlockRole
    /// The file name (`file=`, the base name of `include=`, `main.swift` for `run`), if any.
    public var name: String?
    public var step: Int?
    /// The block's text; for an `include`, the included file's text. Ends with a newline unless empty.
    public var code: String
    /// The info string as written.
    public var info: String
    /// For an `include`: the path as written and the resolved path on disk.
    public var includePath: String?
    public var resolvedIncludePath: String?
    /// `highlight=`: 1-based lines of the block to highlight (for a first tutorial step,
    /// the lines it adds; a later step's changes are found by comparing with the step before).
    public var highlightedLines: [Int] = []
    /// `in=Type`: an `apple` fragment typechecked inside `extension Type { … }`.
    public var context: String?
    /// `incomplete`: an `apple` block or a step not meant to compile as shown; parsed only.
    public var isIncomplete = false
    /// For a `swift run` with no `output` block after it: the output its comments
    /// give (`// Prints "7"`, or the bare comment lines that end it).
    public var commentOutput: ExpectedOutput?
    /// `group=NAME`: the lesson's blocks of one group are one program, run once in
    /// document order (docs/format.md, "Groups"); nil for a block on its own.
    public var group: String?
    /// For a `swift compile-error`: the errors swiftc must give, from its
    /// `// Error: …` comments and the `<!-- error: … -->` comments before it.
    public var expectedErrors: [ExpectedError] = []
    /// `traps` on a `swift run`: a listing that must stop by a runtime trap (a failed
    /// `assert` or `precondition`, `fatalError`, an overflow), verified as trapping
    /// (rustdoc's `should_panic`, swift-book's `xx` lines). In a group it is checked
    /// against the group's code before it, never inside the group's program.
    public var expectsTrap = false
    /// `output hidden`: lines the program before it may print that the lesson does not
    /// show the reader (swift-book's `<<` lines): such a printed line is not an extra one.
    public var isHiddenOutput = false
    /// `source=N`: the line of the lesson's source (the front matter's `source`, such as an
    /// imported book's chapter) where the block comes from; nil for a block written here.
    public var sourceLine: Int?

    public init(
        index: Int, line: Int, role: BlockRole, name: String? = nil, step: Int? = nil,
        code: String, info: String, includePath: String? = nil, resolvedIncludePath: String? = nil
    ) {
        self.index = index
        self.line = line
        self.role = role
        self.name = name
        self.step = step
        self.code = code
        self.info = info
        self.includePath = includePath
        self.resolvedIncludePath = resolvedIncludePath
    }

    /// The lesson line of the block's first line of code (the line after the fence).
    public var firstCodeLine: Int { line + 1 }
}
