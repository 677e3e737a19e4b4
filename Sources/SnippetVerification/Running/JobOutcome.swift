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
    /// process that could not start says nothing about the snippet: neither is
    /// cached, so the next verify tries again.
    var isCacheable: Bool {
        [compile.termination, run?.termination].allSatisfy { termination in
            switch termination {
            case .timedOut, .notStarted: false
            default: true
            }
        }
    }
}
