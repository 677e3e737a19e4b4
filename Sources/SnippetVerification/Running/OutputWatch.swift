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
    /// A group's marks pipe (its descriptor 3) and the answer pipe (its 4), when watched.
    private var marksPipe: Int32?
    private var answerPipe: Int32?
    /// How many marks the program may write: one per block.
    private var marksDue = 0
    /// The bytes of a mark not read whole yet (a mark is four).
    private(set) var partialMark: [UInt8] = []
    /// Bytes of standard output read when each mark came.
    var marks: [Int] = []

    /// Also reads a group's marks: each one is answered once every byte the program
    /// printed before it is read (it flushed them, then marked, and waits for the answer,
    /// so they are all in the pipe), and so stands exactly between two blocks' outputs.
    /// Mark K must be the number K (`GroupProgram`), and at most `count` come; anything
    /// else ends the program (`wroteMarksOfItsOwn`). The answers are written without
    /// blocking: a program that leaves them unread must not stop this loop, which keeps
    /// the deadline.
    mutating func watchMarks(_ pipe: Int32, answer: Int32, count: Int) {
        marksPipe = pipe
        answerPipe = answer
        marksDue = count
        _ = fcntl(answer, F_SETFL, fcntl(answer, F_GETFL) | O_NONBLOCK)
        open.append(pipe)
    }

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
        for entry in polled where entry.revents != 0 {
            if entry.fd == marksPipe { readMarks() } else { read(entry.fd) }
        }
    }

    private mutating func readMarks() {
        guard let marksPipe else { return }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(marksPipe, $0.baseAddress, $0.count) }
        guard count > 0 else {
            if count == 0 || (errno != EINTR && errno != EAGAIN) {
                close(marksPipe)
                open.removeAll { $0 == marksPipe }
                self.marksPipe = nil
            }
            return
        }
        drainStdout()
        for byte in bytes[0..<count] where ending == nil {
            partialMark.append(byte)
            guard partialMark.count == 4 else { continue }
            let number = partialMark.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            partialMark = []
            take(mark: number)
        }
    }

    /// Notes mark `number` and answers it with the same number, or ends the program when
    /// it is not the one due.
    private mutating func take(mark number: UInt32) {
        guard marks.count < marksDue else {
            ending = .wroteMarksOfItsOwn("a mark after its last block's")
            return
        }
        guard number == UInt32(marks.count) else {
            ending = .wroteMarksOfItsOwn("mark \(number) came where mark \(marks.count) was due")
            return
        }
        marks.append(stdout.count)
        guard let answerPipe else { return }
        var answer = number.littleEndian
        var written = -1
        repeat {
            written = withUnsafeBytes(of: &answer) { Glibc.write(answerPipe, $0.baseAddress, 4) }
        } while written < 0 && errno == EINTR
        // Four bytes are fewer than PIPE_BUF: written whole or not at all.
        guard written != 4 else { return }
        switch errno {
        case EPIPE: ending = .wroteMarksOfItsOwn("it closed descriptor 4, where coursec answers")
        case EAGAIN: ending = .wroteMarksOfItsOwn("it left coursec's answers unread")
        default: ending = .wroteMarksOfItsOwn("coursec could not answer (\(String(cString: strerror(errno))))")
        }
    }

    /// Everything standard output holds now, without waiting.
    private mutating func drainStdout() {
        while open.contains(stdoutPipe), ending == nil {
            var entry = pollfd(fd: stdoutPipe, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 0) > 0, entry.revents != 0 else { return }
            read(stdoutPipe)
        }
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
        if let answerPipe { close(answerPipe) }
        answerPipe = nil
    }
}
