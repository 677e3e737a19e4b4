import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A helper program kept running and talked to over its standard input and output,
/// one request and one answer at a time: Pagefind's service mode (`--service`), which
/// indexes several bundles in one process. Its standard error goes to a file, read when
/// it fails, so that it can never fill a pipe nobody reads and stall the program.
///
/// Not Sendable: one thread talks to it. `process` may be handed to another thread
/// to be stopped (`kill`); a read then ends with nil and a write throws.
public final class ConversingProcess {
    public let process: Process
    /// Our end of a socket pair that is the program's standard input, not a pipe: a write
    /// to a pipe whose reader has ended raises SIGPIPE, which ends a process that does not
    /// ignore it (a test runner); a socket is written with MSG_NOSIGNAL and only fails.
    private var input: Int32
    private let output: FileHandle
    private let errorFile: String
    private var buffered = Data()

    /// Starts `executable`; its standard error is written to `errorFile` (created, or emptied).
    /// `started` is given the running process before anything is sent to it, for a
    /// caller that may have to stop it. Throws when it cannot be started.
    public init(_ executable: String, _ arguments: [String], errorFile: String, started: (Process) -> Void = { _ in }) throws {
        guard FileManager.default.createFile(atPath: errorFile, contents: nil),
              let errors = FileHandle(forWritingAtPath: errorFile) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorFile])
        }
        defer { try? errors.close() }
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        let theirs = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let outputPipe = Pipe()
        process.standardInput = theirs
        process.standardOutput = outputPipe
        process.standardError = errors
        self.errorFile = errorFile
        input = ends[0]
        output = outputPipe.fileHandleForReading
        do {
            try process.run()
        } catch {
            close(ends[0])
            throw error
        }
        // Only the program holds its end now, so a write after it ended fails.
        try? theirs.close()
        started(process)
    }

    deinit { if input >= 0 { close(input) } }

    /// Writes `data` to the program's standard input; throws when it has ended.
    public func send(_ data: Data) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.send(input, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPIPE)
                }
                offset += written
            }
        }
    }

    /// The program's output up to the next `delimiter` (left out), or nil when it closed
    /// its standard output (ended) first.
    public func read(upTo delimiter: UInt8) -> Data? {
        // Only the bytes read since the last look are searched: an answer can be megabytes.
        var searched = buffered.startIndex
        while true {
            if let end = buffered[searched...].firstIndex(of: delimiter) {
                let part = Data(buffered[buffered.startIndex..<end])
                buffered = Data(buffered[(end + 1)...])
                return part
            }
            searched = buffered.endIndex
            let more = output.availableData
            if more.isEmpty { return nil }
            buffered.append(more)
        }
    }

    /// Closes its standard input (a service ends when it reads no more), waits for it to
    /// exit and returns its status.
    @discardableResult
    public func finish() -> Int32 {
        if input >= 0 { close(input) }
        input = -1
        process.waitUntilExit()
        try? output.close()
        return process.terminationStatus
    }

    /// What it wrote on standard error so far, trimmed.
    public var errorText: String {
        let data = FileManager.default.contents(atPath: errorFile) ?? Data()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
