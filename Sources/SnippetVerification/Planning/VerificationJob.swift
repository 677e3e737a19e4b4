import CourseModel

/// One swiftc invocation (and for `run`, one program run), and the blocks whose
/// results it decides. Usually one block; a lesson's lone support files share one job.
struct VerificationJob: Sendable {
    /// The lesson, shared by reference: a large course has tens of thousands of jobs,
    /// copied from stage to stage, and copying a `Lesson` retains each of its fields.
    let shared: SharedLesson
    var lesson: Lesson { _read { yield shared.lesson } }
    var blocks: [CodeBlock]
    var mode: CheckMode
    /// The snippet itself first (as `main.swift`), then the support files.
    var sources: [SnippetSource]
    /// What a `run` is compared with: its `output` block, or its output comments.
    var expected: ExpectedOutput?
    /// SHA-256 of everything that can change what swiftc and the program do.
    var key: String
    /// For a group's program (`GroupProgram`): what each judged block must print, by
    /// block index, and the files its `#sourceLocation` lines name, one per block.
    var group: GroupProgram.Layout?
    /// A `swift compile-error` block whose stated error swiftc words otherwise, at the
    /// same line, fails (`verify --strict-messages`) instead of passing with a note.
    /// How the outcome is judged, not what it is: not part of `key`.
    var strictMessages = false

    /// The files a line of swiftc or of a crash may name: the sources, and a group's blocks.
    var mappedSources: [SnippetSource] { sources + (group?.presumed ?? []) }

    init(lesson: SharedLesson, blocks: [CodeBlock], mode: CheckMode, sources: [SnippetSource], expected: ExpectedOutput?, key: String) {
        shared = lesson
        self.blocks = blocks
        self.mode = mode
        self.sources = sources
        self.expected = expected
        self.key = key
    }
}
