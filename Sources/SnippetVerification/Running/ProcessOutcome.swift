import Foundation

/// What one child process did: how it ended and what it printed.
struct ProcessOutcome: Hashable, Sendable, Codable {
    enum Termination: Hashable, Sendable, Codable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed (with its process group) when the time limit ran out.
        case timedOut
        /// Killed (with its process group) once it printed more than the cap.
        case outputCapExceeded
        /// It ended because an allocation failed under its memory cap (`ulimit -v`):
        /// set for swiftc, from its messages (`ProcessOutcome.failedToAllocate`).
        case memoryCapExceeded
        /// It could not be started at all (errno).
        case notStarted(Int32)
        /// coursec lost track of it (poll failed with this errno): it was killed, and
        /// how it would have ended is unknown.
        case unwatched(Int32)
        /// A group's program broke the mark protocol (`GroupProgram`): a mark out of
        /// sequence or beyond its blocks, a descriptor of the marks closed, answers left
        /// unread. It was killed; what it printed can no longer be cut into its blocks'
        /// outputs. The detail says what coursec saw.
        case wroteMarksOfItsOwn(String)
    }

    var termination: Termination
    var stdout: Data
    /// The beginning of standard error (the rest is read and dropped).
    var stderr: Data
    var seconds: Double
    /// For a group's program: how many bytes of standard output it had printed when it
    /// marked the end of each block (`GroupProgram`), in order; nil for any other process.
    var marks: [Int]?

    var succeeded: Bool { termination == .exited(0) }
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
}
