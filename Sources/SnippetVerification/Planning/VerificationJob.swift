import CourseModel

/// One swiftc invocation (and for `run`, one program run), and the blocks whose
/// results it decides. Usually one block; a lesson's lone support files share one job.
struct VerificationJob: Sendable {
    var lesson: Lesson
    var blocks: [CodeBlock]
    var mode: CheckMode
    /// The snippet itself first (as `main.swift`), then the support files.
    var sources: [SnippetSource]
    /// What a `run` is compared with: its `output` block, or its output comments.
    var expected: ExpectedOutput?
    /// SHA-256 of everything that can change what swiftc and the program do.
    var key: String
}
