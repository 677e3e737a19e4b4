import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a failure was the job's inputs' doing or the machine's, read from what the
/// process left: only the first is worth caching (`JobOutcome.isCacheable`).
extension ProcessOutcome {
    /// The machine, not the inputs, made it fail: a full disk or too many open files
    /// (told by the process itself on standard error: whatever fills TMPDIR's disk fails
    /// the compiles beside it, and after the space is freed they must pass; a sandboxed
    /// program's own RAM disk reads the same, and only costs a run to try again), or
    /// a signal that only comes from outside (the OOM killer, `kill`, a terminal).
    /// Our own limits end a process otherwise (`timedOut`, `outputCapExceeded`,
    /// `memoryCapExceeded`), except the CPU limit: dash's `ulimit -t` sets the hard limit
    /// too, where the kernel sends SIGKILL; it backs the time-out, uncached as that is.
    var failedByMachine: Bool {
        switch termination {
        case .notStarted, .unwatched: return true
        case .signaled(let signal) where Self.outsideSignals.contains(signal): return true
        case .timedOut, .outputCapExceeded, .memoryCapExceeded, .wroteMarksOfItsOwn: return false
        case .exited, .signaled: return machineMessage != nil
        }
    }

    /// The first line of standard error that names a shortage of the machine's: the
    /// reason a report gives (swiftc's own first line is only `link command failed`).
    var machineMessage: String? {
        messageLines.first { line in Self.machineMessages.contains { line.contains($0) } }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Standard error without the source lines swiftc quotes under a diagnostic
    /// (`12 | print("out of memory")`, `   |   `- error: …`): a snippet's own text must
    /// not read as a message of the machine's or of the cap's.
    private var messageLines: [Substring] {
        stderrText.split(separator: "\n").filter { line in
            let text = line.drop { $0 == " " }
            let number = text.prefix { $0.isNumber }
            return !text.dropFirst(number.count).hasPrefix(number.isEmpty ? "|" : " |")
        }
    }

    private func says(any messages: [String]) -> Bool {
        messageLines.contains { line in messages.contains { line.contains($0) } }
    }

    /// swiftc (the driver, the frontend or a tool it runs) crashed rather than reject
    /// the code: that is a compiler bug or the machine, never a verdict on the snippet.
    var compilerCrashed: Bool {
        if case .signaled = termination { return true }
        guard !succeeded else { return false }
        return says(any: Self.crashMessages)
    }

    /// A failed allocation: under the compile's `ulimit -v` that is our cap, since the
    /// machine's own shortage shows as the OOM killer's SIGKILL (Linux overcommits).
    /// Measured: the loader's `failed to map segment` at a few dozen MiB, a frontend
    /// `pthread_create failed` or LLVM's `out of memory` above.
    var failedToAllocate: Bool {
        switch termination {
        case .exited(0), .notStarted, .unwatched, .wroteMarksOfItsOwn: return false
        default: break
        }
        return says(any: Self.allocationMessages)
    }

    static let outsideSignals: Set<Int32> = [SIGKILL, SIGTERM, SIGINT, SIGHUP]
    static let machineMessages = ["No space left on device", "Too many open files", "Disk quota exceeded"]
    static let crashMessages = ["Stack dump:", "submit a bug report", "failed due to signal", "jobFailedWithNonzeroExitCode"]
    static let allocationMessages = [
        "failed to map segment from shared object", "Cannot allocate memory", "out of memory", "Allocation failed",
        "std::bad_alloc", "Could not allocate memory", "pthread_create failed",
    ]
}
