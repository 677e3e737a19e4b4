import Foundation

/// A helper program run to its end with its output captured: git for a lesson's
/// history, Pagefind for the search index, xdg-open for `serve --open`. Snippets and
/// swiftc are not run this way: they need a session of their own, limits and the
/// sandbox (`ProcessRunner` in SnippetVerification).
public struct CapturedProcess: Sendable {
    /// What the program's standard error becomes.
    public enum Errors: Sendable {
        /// Thrown away (git's advice when a file has no history).
        case discarded
        /// Read with standard output, in one pipe, so neither can fill and stall the other.
        case merged
    }

    public var status: Int32
    public var output: Data

    public var outputText: String { String(decoding: output, as: UTF8.self) }

    /// Runs `executable` with `arguments` until it exits. `started` is given the running
    /// process before its output is read, for a caller that may have to stop it.
    /// Throws when it cannot be started.
    public static func run(
        _ executable: String, _ arguments: [String], errors: Errors = .discarded, started: (Process) -> Void = { _ in }
    ) throws -> CapturedProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = errors == .merged ? pipe : FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        started(process)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CapturedProcess(status: process.terminationStatus, output: output)
    }

    /// Starts `executable` and leaves it running on its own, its output thrown away.
    public static func launch(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
    }
}
