import CoursecCLICore
import Foundation

/// The result of running `coursec` in process.
public struct CLIRun: Sendable {
    public var status: Int32
    public var out: String
    public var err: String

    /// Runs `coursec arguments` in this process, capturing both streams. Relative paths
    /// resolve against `directory` (the console's, not the process's: tests run in parallel).
    public static func run(
        _ arguments: [String], in directory: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> CLIRun {
        let box = OutputBox()
        let console = Console(
            isTerminal: false, environment: environment, currentDirectory: directory,
            out: { box.append(out: $0) }, error: { box.append(err: $0) })
        let status = Coursec.main(arguments, console: console)
        return CLIRun(status: status, out: box.out, err: box.err)
    }
}

final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var out = ""
    private(set) var err = ""
    func append(out text: String) { lock.lock(); out += text; lock.unlock() }
    func append(err text: String) { lock.lock(); err += text; lock.unlock() }
}
