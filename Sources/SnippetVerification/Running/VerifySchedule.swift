import CourseModel
import Foundation
import Synchronization

/// Everything a verify compiles, runs and looks up, in one `WorkQueue` on `width`
/// threads, without a barrier between kinds of work: merged batches and lone snippets
/// are compiled longest first (by the code they compile), a batch's members run as soon
/// as it is built, a member that must be compiled alone after all joins the queue then,
/// and so does the next attempt of a group's program that did not compile. `parse`
/// checks share frontends (`ParseBatch`) unless `--no-merge`.
struct VerifySchedule: Sendable {
    var runner: JobRunner
    var cache: OutcomeCache?
    /// Outcomes read from the cache already (Apple typechecks), by job key.
    var known: [String: JobOutcome]
    var mergesRuns: Bool
    var width: Int

    /// Expected costs, in lone compiles: what orders the queue (longest first, so the
    /// threads end together). A compile's fixed part (starting the frontend, loading the
    /// standard library, linking) is most of a small snippet's; the rest grows with the
    /// code it compiles: a group's program of 50 blocks, or a batch of 40 members, costs
    /// several small compiles. Costed as one, the largest compiles of the books started
    /// last and left a core idle at the end.
    enum Cost {
        static let lookup = Double.infinity
        static let compile = 1.0
        static let run = 0.1
        /// Bytes of source that cost as much as a compile's fixed part (a corpus
        /// snippet's 380 bytes added about a tenth of a lone compile to its batch).
        static let bytesPerCompile = 4_000.0

        static func compiling(_ sources: [SnippetSource]) -> Double {
            compile + Double(sources.reduce(0) { $0 + $1.code.utf8.count }) / bytesPerCompile
        }

        /// A job compiled (and for `run`, run) alone.
        static func alone(_ job: VerificationJob) -> Double {
            compiling(job.sources) + (job.mode == .run ? run : 0)
        }
    }

    /// Member runs kept for the end, per thread: enough to fill the wait for the last compile.
    static let reservedRuns = 8

    /// The outcome of every job (nil for none), counting one step per distinct key, and
    /// the recoveries of the groups' programs among them that did not compile
    /// (`GroupRecovery`), by job index. Each recovery's next attempt is queued as soon as
    /// the attempt before it has its outcome, among the other jobs, not after all of them.
    /// `recompile` makes a group's job without the given blocks; nil: no recovery.
    func outcomes(
        _ jobs: [VerificationJob], counter: ProgressCounter,
        recompile: (@Sendable (VerificationJob, [CodeBlock]) -> VerificationJob)? = nil
    ) -> (outcomes: [Obtained?], recovered: [Int: GroupRecovery]) {
        let queue = WorkQueue(reserve: Self.reservedRuns * width)
        let found = Found()
        let chains = Chains()
        let work = Work(schedule: self, queue: queue, found: found, counter: counter)
        let indices = Dictionary(grouping: jobs.indices, by: { jobs[$0].key })
        var merging: [VerificationJob] = []
        var parsing: [VerificationJob] = []
        var seen: Set<String> = []
        for job in jobs where seen.insert(job.key).inserted {
            let first = found.claim(job.key) { obtained in
                guard let recompile else { return }
                for index in indices[job.key]! where GroupRecovery.starts(jobs[index], obtained) {
                    work.recover(index, [GroupRecovery.Attempt(job: jobs[index], obtained: obtained, leftOut: [])], chains, recompile)
                }
            }
            // Claimed already by an attempt of a recovery, which queued it.
            guard first else { continue }
            let toCompile = known[job.key] == nil && !(cache?.holds(job.key) ?? false)
            if mergesRuns, toCompile, job.mode == .run {
                merging.append(job)
            } else if mergesRuns, toCompile, job.mode == .parse {
                parsing.append(job)
            } else {
                work.start(job)
            }
        }
        let plan = MergedBatch.plan(merging, width: width)
        plan.alone.forEach(work.alone)
        for batch in plan.batches { work.compile(batch, round: 1) }
        let parses = ParseBatch.plan(parsing, width: width)
        parses.alone.forEach(work.alone)
        parses.batches.forEach(work.parse)
        queue.drain(width: width)
        return (jobs.map { found[$0.key] }, chains.recoveries)
    }

    /// What the queue's tasks share.
    private struct Work: Sendable {
        var schedule: VerifySchedule
        var queue: WorkQueue
        var found: Found
        var counter: ProgressCounter

        func finish(_ job: VerificationJob, _ obtained: Obtained) {
            if let cache = schedule.cache, !obtained.cached, obtained.outcome.isCacheable, obtained.outcome.fits(job) { cache.store(obtained.outcome, for: job.key) }
            counter.step()
            found.fill(job.key, obtained)
        }

        /// A job known already, in the cache, or compiled alone.
        func start(_ job: VerificationJob) {
            if let outcome = schedule.known[job.key] {
                finish(job, Obtained(outcome: outcome, cached: true))
            } else if let cache = schedule.cache {
                // An entry that is missing or fails its checks is compiled alone.
                queue.add(.long(cost: Cost.lookup)) {
                    if let outcome = cache.load(job) { finish(job, Obtained(outcome: outcome, cached: true)) } else { alone(job) }
                }
            } else {
                alone(job)
            }
        }

        func alone(_ job: VerificationJob) {
            queue.add(.long(cost: Cost.alone(job))) {
                finish(job, Obtained(outcome: schedule.runner.run(job), cached: false))
            }
        }

        /// The next attempt of the recovery of job `index`, queued now; the chain ends
        /// (and is kept) when there is none.
        func recover(
            _ index: Int, _ chain: [GroupRecovery.Attempt], _ chains: Chains,
            _ recompile: @escaping @Sendable (VerificationJob, [CodeBlock]) -> VerificationJob
        ) {
            guard let retry = GroupRecovery.retry(after: chain, recompile: recompile) else {
                chains.keep(index, chain)
                return
            }
            let queued = found.claim(retry.job.key) { obtained in
                recover(index, chain + [GroupRecovery.Attempt(job: retry.job, obtained: obtained, leftOut: retry.leftOut)], chains, recompile)
            }
            if queued {
                counter.extend(by: 1)
                start(retry.job)
            }
        }

        /// A shared parse, or each member's own when it said anything.
        func parse(_ batch: ParseBatch) {
            queue.add(.long(cost: Cost.compiling([batch.source]))) {
                guard let outcomes = batch.outcomes(schedule.runner) else { return batch.members.forEach(alone) }
                for (member, outcome) in zip(batch.members, outcomes) { finish(member, Obtained(outcome: outcome, cached: false)) }
            }
        }

        func compile(_ batch: MergedBatch, round: Int) {
            queue.add(.long(cost: Cost.compiling(batch.sources))) {
                switch MergedCompile(runner: schedule.runner).attempt(batch) {
                case .built(let executable):
                    for (index, member) in batch.members.enumerated() {
                        queue.add(.short) {
                            defer { executable.finished() }
                            if let outcome = executable.outcome(of: index, schedule.runner) {
                                finish(member.job, Obtained(outcome: outcome, cached: false))
                            } else {
                                alone(member.job)
                            }
                        }
                    }
                case .failed(let failing, let rest):
                    failing.forEach { alone($0.job) }
                    // A batch of one gains nothing over compiling alone.
                    if round < MergedCompile.rounds, rest.members.count > 1 {
                        compile(rest, round: round + 1)
                    } else {
                        rest.members.forEach { alone($0.job) }
                    }
                case .unmerged:
                    batch.members.forEach { alone($0.job) }
                }
            }
        }
    }

    /// The recoveries that ended, by job index, kept from every thread.
    private final class Chains: Sendable {
        private let ended = Mutex<[Int: [GroupRecovery.Attempt]]>([:])

        func keep(_ index: Int, _ chain: [GroupRecovery.Attempt]) {
            ended.withLock { $0[index] = chain }
        }

        /// As `GroupRecovery.recover` gives them: the chains with an attempt after the first.
        var recoveries: [Int: GroupRecovery] {
            ended.withLock { $0.filter { $0.value.count > 1 }.mapValues { GroupRecovery(attempts: $0) } }
        }
    }

    /// Outcomes by job key, filled from every thread, and what waits for each: a job is
    /// queued once per key, by its first claim; later claims of the key wait for its outcome.
    private final class Found: Sendable {
        private struct State {
            var outcomes: [String: Obtained] = [:]
            var waiting: [String: [@Sendable (Obtained) -> Void]] = [:]
        }

        private let state = Mutex(State())

        /// `then` is called with the key's outcome once it is there (now, when it is).
        /// True for the first claim of the key: the caller queues its job.
        func claim(_ key: String, then: @escaping @Sendable (Obtained) -> Void) -> Bool {
            let (first, done): (Bool, Obtained?) = state.withLock { state in
                if let done = state.outcomes[key] { return (false, done) }
                let first = state.waiting[key] == nil
                state.waiting[key, default: []].append(then)
                return (first, nil)
            }
            if let done { then(done) }
            return first
        }

        func fill(_ key: String, _ obtained: Obtained) {
            let waiters = state.withLock { state in
                state.outcomes[key] = obtained
                return state.waiting.removeValue(forKey: key) ?? []
            }
            // Outside the lock: a waiter may claim (and queue) the next attempt of a recovery.
            for waiter in waiters { waiter(obtained) }
        }

        subscript(key: String) -> Obtained? {
            state.withLock { $0.outcomes[key] }
        }
    }
}
