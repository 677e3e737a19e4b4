import Foundation

extension ParseBatch {
    /// Each member's outcome from one parse of them all; nil when that parse did not
    /// succeed in silence (its members are then parsed alone).
    func outcomes(_ runner: JobRunner) -> [JobOutcome]? {
        guard let scratch = try? ScratchDirectory(environment: runner.compilerEnvironment) else { return nil }
        defer { scratch.remove() }
        var compile = runner.compile([source], .parse, in: scratch)
        guard compile.succeeded, compile.stdout.isEmpty, compile.stderr.isEmpty else { return nil }
        compile.seconds /= Double(members.count)
        return members.map { _ in JobOutcome(compile: compile, errors: [], run: nil) }
    }
}
