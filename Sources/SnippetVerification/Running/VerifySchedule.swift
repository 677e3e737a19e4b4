import Foundation

/// Everything a verify compiles, runs and looks up, in one `WorkQueue` on `width`
/// threads, without a barrier between kinds of work: merged batches and lone snippets
/// are compiled longest first, a batch's members run as soon as it is built, and a
/// member that must be compiled alone after all joins the queue then.
struct VerifySchedule: Sendable {
    var runner: JobRunner
    var cache: OutcomeCache?
    /// Outcomes read from the cache already (Apple typechecks), by job key.
    var known: [String: JobOutcome]
    var mergesRuns: Bool
    var width: Int

    /// Expected costs, in lone compiles: what orders the queue. A compile's fixed part
    /// (starting the frontend, loading the standard library, linking) is most of a lone
    /// snippet's; a merged member adds its own code's share (about a tenth of it,
    /// measured on the bench corpus).
    private enum Cost {
        static let lookup = Double.infinity
        static let compile = 1.0
        static let run = 0.1
        static let member = 0.1
    }

    /// Member runs kept for the end, per thread: enough to fill the wait for the last compile.
    static let reservedRuns = 8

    /// The outcome of every job (nil for none), counting one step per distinct key.
    func outcomes(_ jobs: [VerificationJob], counter: ProgressCounter) -> [Obtained?] {
        let queue = WorkQueue(reserve: Self.reservedRuns * width)
        let found = Found()
        let work = Work(schedule: self, queue: queue, found: found, counter: counter)
        var seen: Set<String> = []
        var merging: [VerificationJob] = []
        for job in jobs where seen.insert(job.key).inserted {
            if let outcome = known[job.key] {
                work.finish(job, Obtained(outcome: outcome, cached: true))
            } else if mergesRuns, job.mode == .run, !(cache?.holds(job.key) ?? false) {
                merging.append(job)
            } else if let cache {
                // An entry that is missing or fails its checks is compiled alone.
                queue.add(.long(cost: Cost.lookup)) {
                    if let outcome = cache.load(job.key) { work.finish(job, Obtained(outcome: outcome, cached: true)) } else { work.alone(job) }
                }
            } else {
                work.alone(job)
            }
        }
        let plan = MergedBatch.plan(merging, width: width)
        plan.alone.forEach(work.alone)
        for batch in plan.batches { work.compile(batch, round: 1) }
        queue.drain(width: width)
        return jobs.map { found[$0.key] }
    }

    /// What the queue's tasks share.
    private struct Work: Sendable {
        var schedule: VerifySchedule
        var queue: WorkQueue
        var found: Found
        var counter: ProgressCounter

        func finish(_ job: VerificationJob, _ obtained: Obtained) {
            if let cache = schedule.cache, !obtained.cached, obtained.outcome.isCacheable { cache.store(obtained.outcome, for: job.key) }
            found[job.key] = obtained
            counter.step()
        }

        func alone(_ job: VerificationJob) {
            queue.add(.long(cost: Cost.compile + (job.mode == .run ? Cost.run : 0))) {
                finish(job, Obtained(outcome: schedule.runner.run(job), cached: false))
            }
        }

        func compile(_ batch: MergedBatch, round: Int) {
            queue.add(.long(cost: Cost.compile + Cost.member * Double(batch.members.count))) {
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

    /// Outcomes by job key, filled from every thread.
    private final class Found: @unchecked Sendable {
        private let lock = NSLock()
        private var outcomes: [String: Obtained] = [:]

        subscript(key: String) -> Obtained? {
            get { lock.withLock { outcomes[key] } }
            set { lock.withLock { outcomes[key] = newValue } }
        }
    }
}
