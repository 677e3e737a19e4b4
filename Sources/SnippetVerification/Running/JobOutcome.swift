/// What swiftc and the program did for one job: what the cache keeps.
///
/// The comparison with the expected output is not part of it; it is redone
/// from the current lesson every time, so editing an `output` block (or prose
/// that moves a block's lines) never needs a recompile.
struct JobOutcome: Hashable, Sendable, Codable {
    var compile: ProcessOutcome
    var errors: [CompilerDiagnostic]
    /// The program's run, for `run` jobs that compiled.
    var run: ProcessOutcome?

    var compiled: Bool { compile.succeeded }
    var seconds: Double { compile.seconds + (run?.seconds ?? 0) }

    /// Only what the inputs decide is cached; what the machine did is tried again
    /// next verify (`ProcessOutcome.failedByMachine`: a full disk, too many open files,
    /// a kill from outside, a process that could not start or that coursec lost track
    /// of). A swiftc that crashed is not cached either: swiftc does not crash on a
    /// snippet, the machine (or a compiler bug) ended it.
    ///
    /// A compile that ran out of its time or memory cap is cached: a snippet that takes
    /// swiftc minutes (a 300,000-element literal) would cost them on every verify, and
    /// the report says it was cached and how to try again. A program's time-out is not:
    /// it depends on the machine's load as much as on the snippet, and costs only the
    /// run limit. A program's crash is the snippet's own.
    var isCacheable: Bool {
        switch compile.termination {
        case .timedOut, .memoryCapExceeded: return true
        default: if compile.failedByMachine || compile.compilerCrashed { return false }
        }
        guard let run else { return true }
        if case .timedOut = run.termination { return false }
        return !run.failedByMachine
    }

    /// The compile ended by one of our own caps, which the report names when cached.
    var compileHitItsLimit: Bool {
        [.timedOut, .memoryCapExceeded].contains(compile.termination)
    }
}
