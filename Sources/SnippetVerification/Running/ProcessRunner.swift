import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program in a session (and process group) of its own, with a time limit
/// and an output cap, and kills whatever it leaves running.
///
/// posix_spawn rather than Foundation's Process: Process cannot start the child in
/// a new session, and without one a snippet that forks or a swiftc driver with its
/// frontend jobs would outlive the kill on a timeout.
///
/// The program is judged by its own exit (waitpid), not by the end of its output:
/// a child it left running in the background may hold the pipes open for ever.
/// Once it has exited, what is still in the pipes is read for `drainSeconds`.
struct ProcessRunner: Sendable {
    var timeout: Double
    /// Bytes of standard output (and of standard error) after which the process is killed.
    var outputCap: Int
    /// Bytes of standard error kept for messages.
    var stderrKept = 64 * 1024
    /// How long the pipes are still read after the program exited: what it wrote
    /// just before exiting is there at once; only a leftover child keeps them open.
    var drainSeconds = 0.2
    /// Also kill every process left in the program's session (a scan of /proc), for
    /// snippets; swiftc's frontends never leave the process group, which is killed anyway.
    var sweepsSession = false

    func run(_ executable: String, _ arguments: [String], environment: [String: String]) -> ProcessOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

        // Other workers spawn at the same time, and a pipe end leaked into their
        // children would keep our reader waiting for EOF: every pipe end is
        // close-on-exec from birth, and made under the lock spawning holds too.
        Self.spawnLock.lock()
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        // errno is saved at once: close and unlock may change it.
        guard Self.closeOnExecPipe(&outPipe) else {
            let error = errno
            Self.spawnLock.unlock()
            return failed(error, elapsed())
        }
        guard Self.closeOnExecPipe(&errPipe) else {
            let error = errno
            close(outPipe[0]); close(outPipe[1])
            Self.spawnLock.unlock()
            return failed(error, elapsed())
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
        // POSIX_SPAWN_SETSID (glibc 2.26; not exported to Swift): a new session, whose
        // process group id is the child's pid too, so `kill(-pid)` reaches the group.
        let setSession: Int32 = 0x80
        posix_spawnattr_setflags(&attributes, Int16(setSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        // Ignored signals survive exec: the Swift runtime ignores SIGPIPE, and a
        // SIGCHLD ignored here would leave a snippet's Process.waitUntilExit waiting
        // for ever (its children reaped by the kernel). Every signal starts at its default.
        var defaults = sigset_t()
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // Recorded at once, so that a signal ending coursec kills it; after such a
        // signal nothing starts (ECANCELED).
        var spawned = ECANCELED
        let started = ChildRegistry.shared.spawn {
            var pid: pid_t = 0
            spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
            return spawned == 0 ? pid : nil
        }
        close(outPipe[1])
        close(errPipe[1])
        Self.spawnLock.unlock()
        guard let pid = started else {
            close(outPipe[0]); close(errPipe[0])
            ChildRegistry.shared.waitIfClosed()
            return failed(spawned, elapsed())
        }

        let deadline = start + UInt64(timeout * 1e9)
        var stdout = Data()
        var stderr = Data()
        var stderrSeen = 0
        var ending: ProcessOutcome.Termination?
        var exitStatus: Int32?
        var drainDeadline: UInt64?
        var open = [outPipe[0], errPipe[0]]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while ending == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            if exitStatus == nil, let status = Self.exitStatus(of: pid) {
                exitStatus = status
                drainDeadline = now + UInt64(drainSeconds * 1e9)
            }
            if let drainDeadline, open.isEmpty || now >= drainDeadline { break }
            if exitStatus == nil, now >= deadline { ending = .timedOut; break }
            // Short polls: the program's exit is noticed by waitid, not by the pipes.
            let until = drainDeadline ?? deadline
            let waitMs = Int32(min(until > now ? (until - now) / 1_000_000 + 1 : 0, 10))
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = open.isEmpty ? 0 : poll(&polled, nfds_t(polled.count), waitMs)
            if open.isEmpty { usleep(UInt32(waitMs) * 1000) }
            if ready < 0, errno != EINTR { ending = .unwatched(errno); break }
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

        // The program is not reaped yet (waitid with WNOWAIT), so its pid, which is
        // also its group and session id, cannot be reused while its leftovers are killed.
        kill(-pid, SIGKILL)
        if sweepsSession { SessionSweep.killAll(inSession: pid) }
        ChildRegistry.shared.forget(session: pid)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        ChildRegistry.shared.waitIfClosed()
        if ending == nil {
            let final = exitStatus ?? status
            ending = final & 0x7f == 0 ? .exited((final >> 8) & 0xff) : .signaled(final & 0x7f)
        }
        return ProcessOutcome(termination: ending!, stdout: stdout, stderr: stderr, seconds: elapsed())
    }

    private static let spawnLock = NSLock()

    /// The wait status of `pid` once it has ended, nil while it runs; the process is
    /// left unreaped (a zombie) for the caller to reap.
    private static func exitStatus(of pid: pid_t) -> Int32? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._sigchld.si_pid == pid else {
            return nil
        }
        var status: Int32 = 0
        let child = info._sifields._sigchld
        // Rebuilt as waitpid's status word: the exit code in bits 8-15, or the signal in bits 0-6.
        if info.si_code == CLD_EXITED { status = (child.si_status & 0xff) << 8 } else { status = child.si_status & 0x7f }
        return status
    }

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
