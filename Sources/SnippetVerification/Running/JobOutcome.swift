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

    /// Timeouts depend on the machine's load as much as on the snippet, and a
    /// process that could not start (or that coursec lost track of) says nothing
    /// about the snippet: none is cached, so the next verify tries again. Nor is a
    /// swiftc killed by a signal (the OOM killer, a kill): swiftc does not crash on
    /// a snippet, the machine ended it. A program's crash is the snippet's own.
    var isCacheable: Bool {
        if case .signaled = compile.termination { return false }
        return [compile.termination, run?.termination].allSatisfy { termination in
            switch termination {
            case .timedOut, .notStarted, .unwatched: false
            default: true
            }
        }
    }
}
