import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Compiles a `MergedBatch` and runs each member in a process of its own, selected by
/// argument, so a crash, a time-out or an exit ends that member's run only.
///
/// A member with an error in its file is compiled alone (by the caller, as any job):
/// errors are only ever reported from a compile of the snippet alone. The batch is
/// compiled again without it, at most `rounds` times; an error in no member's file
/// (a clash the shapes did not foresee) sends the whole batch to be compiled alone.
struct MergedCompile: Sendable {
    var runner: JobRunner
    static let rounds = 3

    enum Attempt: Sendable {
        /// Every member compiled: each is run from `Executable`.
        case built(Executable)
        /// The members with an error in their own file, and the batch without them.
        case failed(alone: [MergedBatch.Member], rest: MergedBatch)
        /// Not compiled merged (no folder, swiftc ended by a signal or a time-out, an
        /// error in no member's file): every member is compiled alone.
        case unmerged
    }

    /// The executable, kept until its last member has run.
    final class Executable: Sendable {
        let batch: MergedBatch
        let scratch: ScratchDirectory
        let compile: ProcessOutcome
        /// The members whose run is not over.
        private let running: Atomic<Int>
        /// The batch's sandbox, started by the first member's run (`BatchJail`).
        private let jail = Mutex<JailState>(.notStarted)

        private enum JailState {
            case notStarted
            case started(BatchJail)
            /// Not root, no init, or it would not start: each member gets a jail of its own.
            case unavailable
        }

        init(batch: MergedBatch, scratch: ScratchDirectory, compile: ProcessOutcome) {
            self.batch = batch
            self.scratch = scratch
            self.compile = compile
            running = Atomic(batch.members.count)
        }

        /// A member's run is over: the last one ends the batch's jail and removes the executable.
        func finished() {
            guard running.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 else { return }
            if case .started(let started) = jail.withLock({ $0 }) { started.stop() }
            scratch.remove()
        }

        /// The batch's jail, started now if this is its first member's run.
        private func batchJail(_ sandbox: Sandbox, _ runner: JobRunner) -> BatchJail? {
            jail.withLock { state in
                if case .notStarted = state {
                    state = BatchJail.start(sandbox: sandbox, folder: scratch.path, limits: runner.limits, concurrency: runner.concurrency)
                        .map { .started($0) } ?? .unavailable
                }
                guard case .started(let started) = state else { return nil }
                return started
            }
        }

        /// Member `member`'s outcome: its own run, as alone; its `compile` is the batch's
        /// success, its time shared out. In the sandbox each run gets a folder of its own
        /// with the batch's `main` bound into it read-only (`Sandbox.command`), so no member
        /// can change what another runs. Without it (`--no-sandbox`, lessons one trusts:
        /// a program may then write anywhere the user can, the batch's folder too), a folder
        /// of its own with `main` hard-linked into it. Not a copy: the copy's descriptor,
        /// open while another worker spawns, leaks into that child and makes the exec of
        /// `main` fail with ETXTBSY (6 of 170 corpus programs did). nil when it could not be
        /// given a folder: it is then compiled alone.
        func outcome(of member: Int, _ runner: JobRunner) -> JobOutcome? {
            var shared = compile
            shared.stdout = Data()
            shared.stderr = Data()
            shared.seconds /= Double(batch.members.count)
            let marks = batch.members[member].job.group?.marks
            if let sandbox = runner.sandbox {
                if let jail = batchJail(sandbox, runner),
                   let run = jail.run(selector: String(member), marks: marks, timeout: runner.limits.runSeconds, outputCap: runner.limits.outputBytes) {
                    return JobOutcome(compile: shared, errors: [], run: JobRunner.settled(Sandbox.unwrapped(run), directory: scratch.path))
                }
                return JobOutcome(compile: shared, errors: [], run: runner.runProgram(in: scratch.path, selector: String(member), marks: marks))
            }
            guard let folder = try? ScratchDirectory(environment: runner.compilerEnvironment) else { return nil }
            defer { folder.remove() }
            guard link(scratch.file("main"), folder.file("main")) == 0 else { return nil }
            let run = runner.runProgram(in: folder.path, selector: String(member), marks: marks)
            return JobOutcome(compile: shared, errors: [], run: run)
        }
    }

    /// One compile of the batch (of two members at least).
    func attempt(_ batch: MergedBatch) -> Attempt {
        guard let scratch = try? ScratchDirectory(environment: runner.compilerEnvironment) else { return .unmerged }
        let compile = runner.compile(batch.sources, .run, in: scratch, extraFlags: ["-wmo"])
        if compile.succeeded { return .built(Executable(batch: batch, scratch: scratch, compile: compile)) }
        scratch.remove()
        guard case .exited = compile.termination else { return .unmerged }
        let errorLines = (compile.stderrText + compile.stdoutText).split(separator: "\n").filter { $0.contains(": error: ") }
        let failing = Set(errorLines.compactMap { MergedBatch.member(ofErrorLine: String($0)) })
        guard !failing.isEmpty, errorLines.allSatisfy({ MergedBatch.member(ofErrorLine: String($0)) != nil }) else { return .unmerged }
        var rest = batch
        rest.members = batch.members.enumerated().filter { !failing.contains($0.offset) }.map(\.element)
        return .failed(alone: batch.members.enumerated().filter { failing.contains($0.offset) }.map(\.element), rest: rest)
    }
}
