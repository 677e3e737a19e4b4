import CoursecTestSupport
import Foundation

/// The `coursec` executable that `swift test` builds next to the test bundle,
/// run as a user runs it: for what only a separate process shows (what libxml2
/// prints on the real stderr, where the executable finds its templates).
enum BuiltExecutable {
    struct Run {
        var status: Int32
        var out: String
        var err: String
    }

    static var path: String { BuiltCoursec.path }

    /// `environment`: variables set for it besides the test's own.
    static func run(_ arguments: [String], in directory: String, executable: String = path, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // stderr is drained on another thread: a full pipe would stall the child.
        let errText = ErrText()
        let reader = Thread { errText.value = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self); errText.done.signal() }
        reader.start()
        let outText = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        errText.done.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, out: outText, err: errText.value)
    }

    private final class ErrText: @unchecked Sendable {
        var value = ""
        let done = DispatchSemaphore(value: 0)
    }
}
