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
///
/// Three steps: `spawn` (ProcessRunner+Spawn.swift), `watch` (an `OutputWatch`
/// until the program ends, runs out of time or floods), and `finish`.
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

    /// `marks`: the program is a group's of that many blocks, which marks the end of each
    /// block on its descriptor 3 and waits for an answer on 4 (`GroupProgram`); the
    /// outcome's `marks` are the bytes of standard output read at each.
    func run(_ executable: String, _ arguments: [String], environment: [String: String], marks: Int? = nil) -> ProcessOutcome {
        let clock = Stopwatch()
        let child: SpawnedChild
        switch spawn(executable, arguments, environment: environment, marked: marks != nil) {
        case .success(let spawned): child = spawned
        case .failure(let error): return Self.notStarted(error.code, clock.seconds)
        }
        let watch = watch(child, marks: marks ?? 0, deadline: clock.start + UInt64(timeout * 1e9)) { Self.exitStatus(of: child.pid) }
        return finish(child, watch, clock, marks: marks)
    }

    /// Reads the pipes until the program has exited and they are drained, or it is to be killed.
    /// `exitStatus` is the program's wait status once it has ended (`waitid` for a child;
    /// a batch jail's report for one of its members, `BatchJail`).
    func watch(_ child: SpawnedChild, marks count: Int, deadline: UInt64, exitStatus: () -> Int32?) -> OutputWatch {
        var watch = OutputWatch(pipes: [child.stdout, child.stderr], stdoutPipe: child.stdout, outputCap: outputCap, stderrKept: stderrKept)
        if let marks = child.marks { watch.watchMarks(marks.read, answer: marks.answer, count: count) }
        while watch.ending == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            if watch.exitStatus == nil, let status = exitStatus() {
                watch.exitStatus = status
                watch.drainDeadline = now + UInt64(drainSeconds * 1e9)
            }
            if let drainDeadline = watch.drainDeadline, watch.open.isEmpty || now >= drainDeadline { break }
            if watch.exitStatus == nil, now >= deadline { watch.ending = .timedOut; break }
            // Short polls: the program's exit is noticed by waitid, not by the pipes.
            let until = watch.drainDeadline ?? deadline
            watch.readAvailable(waitMs: Int32(min(until > now ? (until - now) / 1_000_000 + 1 : 0, 10)))
        }
        watch.closeAll()
        return watch
    }

    /// Kills what the program left and reaps it.
    private func finish(_ child: SpawnedChild, _ watch: OutputWatch, _ clock: Stopwatch, marks due: Int?) -> ProcessOutcome {
        // The program is not reaped yet (waitid with WNOWAIT), so its pid, which is
        // also its group and session id, cannot be reused while its leftovers are killed.
        kill(-child.pid, SIGKILL)
        if sweepsSession { SessionSweep.killAll(inSession: child.pid) }
        ChildRegistry.shared.forget(session: child.pid)
        var status: Int32 = 0
        while waitpid(child.pid, &status, 0) < 0, errno == EINTR {}
        ChildRegistry.shared.waitIfClosed()
        return Self.outcome(watch, status: watch.exitStatus ?? status, clock, marks: due)
    }

    /// What the watch saw of a program that ended with wait status `status`, as an outcome.
    static func outcome(_ watch: OutputWatch, status: Int32, _ clock: Stopwatch, marks due: Int?) -> ProcessOutcome {
        var ending = watch.ending ?? Self.termination(waitStatus: status)
        if let due, watch.ending == nil {
            if !watch.partialMark.isEmpty {
                ending = .wroteMarksOfItsOwn("it ended in the middle of a mark")
            } else if ending == .exited(GroupProgram.brokenMarksStatus), watch.marks.count < due {
                ending = .wroteMarksOfItsOwn("a mark could not be written or its answer was not its own")
            }
        }
        var outcome = ProcessOutcome(termination: ending, stdout: watch.stdout, stderr: watch.stderr, seconds: clock.seconds)
        if due != nil { outcome.marks = watch.marks }
        return outcome
    }

    private static func termination(waitStatus: Int32) -> ProcessOutcome.Termination {
        waitStatus & 0x7f == 0 ? .exited((waitStatus >> 8) & 0xff) : .signaled(waitStatus & 0x7f)
    }

    /// The wait status of `pid` once it has ended, nil while it runs; the process is
    /// left unreaped (a zombie) for the caller to reap.
    private static func exitStatus(of pid: pid_t) -> Int32? {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, info._sifields._sigchld.si_pid == pid else {
            return nil
        }
        let child = info._sifields._sigchld
        // Rebuilt as waitpid's status word: the exit code in bits 8-15, or the signal in bits 0-6.
        return info.si_code == CLD_EXITED ? (child.si_status & 0xff) << 8 : child.si_status & 0x7f
    }

    static func notStarted(_ error: Int32, _ seconds: Double) -> ProcessOutcome {
        ProcessOutcome(termination: .notStarted(error), stdout: Data(), stderr: Data(), seconds: seconds)
    }
}

/// Seconds since it was made, on the monotonic clock.
struct Stopwatch {
    let start = DispatchTime.now().uptimeNanoseconds
    var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
}
