import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `ProcessRunner` has read of a program's pipes so far, and whether it must
/// be killed (out of time, or flooding).
struct OutputWatch {
    var open: [Int32]
    let stdoutPipe: Int32
    let outputCap: Int
    let stderrKept: Int
    var stdout = Data()
    var stderr = Data()
    var stderrSeen = 0
    /// Set when the program is to be killed rather than judged by its exit.
    var ending: ProcessOutcome.Termination?
    /// Its wait status, once it has exited (still unreaped).
    var exitStatus: Int32?
    /// Until when the pipes are still read after the exit.
    var drainDeadline: UInt64?
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    init(pipes: [Int32], stdoutPipe: Int32, outputCap: Int, stderrKept: Int) {
        open = pipes
        self.stdoutPipe = stdoutPipe
        self.outputCap = outputCap
        self.stderrKept = stderrKept
    }

    /// Waits up to `waitMs` for output and takes what is there.
    mutating func readAvailable(waitMs: Int32) {
        guard !open.isEmpty else {
            usleep(UInt32(waitMs) * 1000)
            return
        }
        var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if poll(&polled, nfds_t(polled.count), waitMs) < 0, errno != EINTR {
            ending = .unwatched(errno)
            return
        }
        for entry in polled where entry.revents != 0 { read(entry.fd) }
    }

    private mutating func read(_ fd: Int32) {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else {
            if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close(fd)
                open.removeAll { $0 == fd }
            }
            return
        }
        if fd == stdoutPipe {
            stdout.append(contentsOf: buffer[0..<count])
            if stdout.count > outputCap { ending = .outputCapExceeded }
        } else {
            stderrSeen += count
            if stderr.count < stderrKept { stderr.append(contentsOf: buffer[0..<min(count, stderrKept - stderr.count)]) }
            if stderrSeen > outputCap { ending = .outputCapExceeded }
        }
    }

    mutating func closeAll() {
        open.forEach { close($0) }
        open = []
    }
}
