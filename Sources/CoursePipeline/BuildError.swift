import CourseModel
import SnippetVerification

/// Why a build stopped: what each failing step found, named after the step, kept as
/// values (as Publish's `PublishingError` keeps its step, path and underlying error)
/// so that a caller asks what went wrong instead of parsing text: the live preview
/// puts a lesson's errors on its page. Turned into lines only where they are printed
/// (`lines`, `description`). Equatable so tests compare whole errors.
public struct BuildError: Error, Equatable, Sendable, CustomStringConvertible {
    public struct StepFailure: Equatable, Sendable {
        public var step: String
        /// The errors of lessons, pages, templates or folders, each naming its file and line.
        public var errors: [CourseError]
        /// The snippets whose verification failed, with what they printed.
        public var failedSnippets: [SnippetResult]
        /// What a step threw that is none of those.
        public var underlying: UnderlyingError?

        public init(step: String, errors: [CourseError] = [], failedSnippets: [SnippetResult] = [], underlying: UnderlyingError? = nil) {
            self.step = step
            self.errors = errors
            self.failedSnippets = failedSnippets
            self.underlying = underlying
        }

        /// What the user reads, one line each: every failed snippet's `file:line: error:
        /// message` with its expected and actual lines, then `file:line: error: message`
        /// for each error.
        public var lines: [String] {
            failedSnippets.flatMap { FailureDescription($0).lines } + errors.map(\.description)
                + (underlying.map { ["error: \($0)"] } ?? [])
        }
    }

    /// An error of no kind the build knows, kept as it was thrown; equal when described alike.
    public struct UnderlyingError: Equatable, Sendable, CustomStringConvertible {
        public var error: any Error

        public init(_ error: any Error) { self.error = error }

        public var description: String { String(describing: error) }

        public static func == (left: Self, right: Self) -> Bool { left.description == right.description }
    }

    public var failures: [StepFailure]

    public init(_ failures: [StepFailure]) {
        self.failures = failures
    }

    public var description: String {
        let steps = failures.map { "'\($0.step)'" }.joined(separator: ", ")
        let last = "error: the build stopped: \(failures.count == 1 ? "step" : "steps") \(steps) failed"
        return (failures.flatMap(\.lines) + [last]).joined(separator: "\n")
    }
}
