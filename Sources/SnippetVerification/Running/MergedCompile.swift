import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Compiles `MergedBatch`es and runs each member in a process of its own, selected by
/// argument, so a crash, a time-out or an exit ends that member's run only.
///
/// A member with an error in its file is compiled alone (by the caller, as any job):
/// errors are only ever reported from a compile of the snippet alone. The batch is
/// compiled again without it, at most `rounds` times; an error in no member's file
/// (a clash the shapes did not foresee) sends the whole batch to be compiled alone.
struct MergedCompile: Sendable {
    var runner: JobRunner
    var width: Int
    static let rounds = 3

    /// The outcome of every member that compiled merged, by job key. The members missing
    /// from it are for the caller to compile alone. A member's `compile` is the batch's
    /// success, its time shared out; its `run` is its own.
    func outcomes(_ batches: [MergedBatch]) -> [String: JobOutcome] {
        let built = ParallelWork.map(batches, width: width) { batch in build(batch) }
        let runs = built.flatMap { executable in
            executable.map { executable in executable.batch.members.indices.map { (executable, $0) } } ?? []
        }
        let outcomes = ParallelWork.map(runs.map { Run(executable: $0.0, member: $0.1) }, width: width) { run in
            (run.executable.batch.members[run.member].job.key, run.outcome(runner))
        }
        for executable in built.compactMap({ $0 }) { executable.scratch.remove() }
        return Dictionary(outcomes.compactMap { key, outcome in outcome.map { (key, $0) } }) { first, _ in first }
    }

    final class Executable: Sendable {
        let batch: MergedBatch
        let scratch: ScratchDirectory
        let compile: ProcessOutcome

        init(batch: MergedBatch, scratch: ScratchDirectory, compile: ProcessOutcome) {
            self.batch = batch
            self.scratch = scratch
            self.compile = compile
        }
    }

    private struct Run: Sendable {
        var executable: Executable
        var member: Int

        /// nil when the program could not be given a folder: the member is then compiled alone.
        func outcome(_ runner: JobRunner) -> JobOutcome? {
            guard let folder = try? ScratchDirectory(environment: runner.compilerEnvironment) else { return nil }
            defer { folder.remove() }
            // Its own folder, as alone, holding the program as `main`.
            guard link(executable.scratch.file("main"), folder.file("main")) == 0 else { return nil }
            let count = Double(executable.batch.members.count)
            var compile = executable.compile
            compile.stdout = Data()
            compile.stderr = Data()
            compile.seconds /= count
            let run = runner.runProgram(in: folder.path, selector: String(member))
            return JobOutcome(compile: compile, errors: [], run: run)
        }
    }

    /// The batch compiled, leaving out members with errors; nil when nothing is left to merge.
    private func build(_ batch: MergedBatch) -> Executable? {
        var batch = batch
        for _ in 0..<Self.rounds where batch.members.count > 1 {
            guard let scratch = try? ScratchDirectory(environment: runner.compilerEnvironment) else { return nil }
            let compile = runner.compile(batch.sources, .run, in: scratch, extraFlags: ["-wmo"])
            if compile.succeeded { return Executable(batch: batch, scratch: scratch, compile: compile) }
            scratch.remove()
            guard case .exited = compile.termination else { return nil }
            let errorLines = (compile.stderrText + compile.stdoutText).split(separator: "\n").filter { $0.contains(": error: ") }
            let failing = Set(errorLines.compactMap { MergedBatch.member(ofErrorLine: String($0)) })
            guard !failing.isEmpty, errorLines.allSatisfy({ MergedBatch.member(ofErrorLine: String($0)) != nil }) else { return nil }
            batch.members = batch.members.enumerated().filter { !failing.contains($0.offset) }.map(\.element)
        }
        return nil
    }
}
