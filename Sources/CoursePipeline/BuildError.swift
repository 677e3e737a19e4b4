/// Why a build stopped: what each failing step found, named after the step.
/// Equatable so tests compare whole errors.
public struct BuildError: Error, Equatable, Sendable, CustomStringConvertible {
    public struct StepFailure: Equatable, Sendable {
        public var step: String
        /// What the user reads, one line each: `file:line: error: message`, and for a
        /// failed snippet its expected and actual lines.
        public var lines: [String]

        public init(step: String, lines: [String]) {
            self.step = step
            self.lines = lines
        }
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
