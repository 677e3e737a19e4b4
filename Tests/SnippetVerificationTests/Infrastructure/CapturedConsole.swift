import CoursecCLICore
import Foundation

/// Runs `coursec` in-process with both streams captured.
struct CapturedRun {
    var status: Int32
    var out: String
    var error: String

    init(_ arguments: [String], in directory: String) {
        let buffer = Buffer()
        let console = Console(
            isTerminal: false, currentDirectory: directory,
            out: { buffer.append($0, error: false) }, error: { buffer.append($0, error: true) })
        status = Coursec.main(arguments, console: console)
        (out, error) = buffer.contents()
    }

    private final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var out = ""
        private var error = ""

        func append(_ text: String, error isError: Bool) {
            lock.withLock { if isError { error += text } else { out += text } }
        }

        func contents() -> (String, String) { lock.withLock { (out, error) } }
    }
}
