import CoursecCLICore
import Foundation

/// Runs `coursec` in this process and keeps what it prints.
struct CLIRun {
    var status: Int32
    var out: String
    var error: String

    /// Paths in `arguments` should be absolute: tests run in parallel, so none changes the current folder.
    static func run(_ arguments: [String], in directory: String = Repository.root) -> CLIRun {
        final class Buffer: @unchecked Sendable { var out = ""; var error = "" }
        let buffer = Buffer()
        let console = Console(currentDirectory: directory, out: { buffer.out += $0 }, error: { buffer.error += $0 })
        let status = Coursec.main(arguments, console: console)
        return CLIRun(status: status, out: buffer.out, error: buffer.error)
    }
}
