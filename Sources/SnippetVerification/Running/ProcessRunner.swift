import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program in its own process group, with a time limit and an output cap.
///
/// posix_spawn rather than Foundation's Process: Process cannot put the child in
/// a new process group, and without one a snippet that forks or a swiftc driver
/// with its frontend jobs would outlive the kill on a timeout.
struct ProcessRunner: Sendable {
    var timeout: Double
    /// Bytes of standard output (and of standard error) after which the process is killed.
    var outputCap: Int
    /// Bytes of standard error kept for messages.
    var stderrKept = 64 * 1024

    func run(_ executable: String, _ arguments: [String], environment: [String: String]) -> ProcessOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

        // Other workers spawn at the same time, and a pipe end leaked into their
        // children would keep our reader waiting for EOF: every pipe end is
        // close-on-exec from birth, and made under the lock spawning holds too.
        Self.spawnLock.lock()
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard Self.closeOnExecPipe(&outPipe) else {
            Self.spawnLock.unlock()
            return failed(errno, elapsed())
        }
        guard Self.closeOnExecPipe(&errPipe) else {
            close(outPipe[0]); close(outPipe[1])
            Self.spawnLock.unlock()
            return failed(errno, elapsed())
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        // The Swift runtime ignores SIGPIPE, and ignored signals survive exec.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        Self.spawnLock.unlock()
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            return failed(spawned, elapsed())
        }

        let deadline = start + UInt64(timeout * 1e9)
        var stdout = Data()
        var stderr = Data()
        var stderrSeen = 0
        var ending: ProcessOutcome.Termination?
        var open = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !open.isEmpty, ending == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { ending = .timedOut; break }
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let waitMs = Int32(min((deadline - now) / 1_000_000 + 1, 1000))
            let ready = poll(&polled, nfds_t(polled.count), waitMs)
            if ready < 0, errno != EINTR { break }
            for entry in polled where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    if count == 0 || (errno != EINTR && errno != EAGAIN) {
                        close(entry.fd)
                        open.removeAll { $0 == entry.fd }
                    }
                    continue
                }
                if entry.fd == outPipe[0] {
                    stdout.append(contentsOf: buffer[0..<count])
                    if stdout.count > outputCap { ending = .outputCapExceeded }
                } else {
                    stderrSeen += count
                    if stderr.count < stderrKept { stderr.append(contentsOf: buffer[0..<min(count, stderrKept - stderr.count)]) }
                    if stderrSeen > outputCap { ending = .outputCapExceeded }
                }
            }
        }
        open.forEach { close($0) }
        if ending != nil { kill(-pid, SIGKILL) }

        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid { break }
            if waited < 0, errno != EINTR { break }
            if ending == nil, DispatchTime.now().uptimeNanoseconds >= deadline {
                // It closed its output but kept running.
                ending = .timedOut
                kill(-pid, SIGKILL)
            }
            usleep(5_000)
        }
        // Whatever it left behind in its group goes too.
        kill(-pid, SIGKILL)

        if ending == nil {
            ending = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signaled(status & 0x7f)
        }
        return ProcessOutcome(termination: ending!, stdout: stdout, stderr: stderr, seconds: elapsed())
    }

    private static let spawnLock = NSLock()

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32

    /// glibc's pipe2, which Swift's Glibc module does not export: with it no other
    /// part of the process (which does not take our lock) can spawn a child between
    /// the pipe's creation and its close-on-exec flag.
    private static let pipe2: Pipe2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2")
        .map { unsafeBitCast($0, to: Pipe2.self) }

    private static func closeOnExecPipe(_ fds: inout [Int32]) -> Bool {
        if let pipe2 { return pipe2(&fds, O_CLOEXEC) == 0 }
        guard pipe(&fds) == 0 else { return false }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private func failed(_ error: Int32, _ seconds: Double) -> ProcessOutcome {
        ProcessOutcome(termination: .notStarted(error), stdout: Data(), stderr: Data(), seconds: seconds)
    }
}
