import CourseModel
import Foundation

/// Checks every snippet of the given courses: the library behind `coursec verify`,
/// and what `coursec build` asks for results (or for cached results only).
public struct Verifier: Sendable {
    public var options: VerifierOptions
    private let compiler: SwiftCompiler
    private let planner: JobPlanner

    /// Finds swiftc and asks its version once, for every cache key of this verifier.
    public init(options: VerifierOptions) throws(CourseError) {
        self.options = options
        compiler = try SwiftCompiler.locate(environment: options.environment)
        let limits = options.limits
        let fingerprint = [
            compiler.version,
            SwiftCompiler.flags.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue): \($0.value.joined(separator: " "))" }.joined(separator: "; "),
            "run \(limits.runSeconds)s, compile \(limits.compileSeconds)s, output \(limits.outputBytes)B, memory \(limits.memoryKiB)KiB",
        ].joined(separator: "\n")
        planner = JobPlanner(fingerprint: fingerprint)
    }

    /// Compiles and runs every snippet of every lesson (every language) of `courses`,
    /// taking unchanged ones from the cache. Results are in lesson and block order.
    /// `progress` is called (from worker threads, one call at a time) as jobs finish.
    public func verify(_ courses: [Course], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> [SnippetResult] {
        let (jobs, decided) = plan(courses)
        let cache = activeCache
        let runner = JobRunner(compiler: compiler, limits: options.limits, compilerEnvironment: options.environment)
        let limits = options.limits
        let counter = ProgressCounter(total: jobs.count, report: progress)
        let results = ParallelWork.map(jobs, width: options.jobs) { job -> [SnippetResult] in
            defer { counter.step() }
            if let cache, let outcome = cache.load(job.key) {
                return job.results(from: outcome, cached: true, limits: limits)
            }
            let outcome = runner.run(job)
            if let cache, outcome.isCacheable { cache.store(outcome, for: job.key) }
            return job.results(from: outcome, cached: false, limits: limits)
        }
        return Self.ordered(decided + results.flatMap { $0 })
    }

    /// The results the cache already holds for identical inputs, compiling nothing:
    /// for `coursec build --no-verify`. A snippet with no cached outcome has no
    /// result here (so the site shows no badge for it); `swift ignore` blocks do.
    public func cachedResults(for courses: [Course]) -> [SnippetResult] {
        guard let cache = activeCache else { return [] }
        let (jobs, decided) = plan(courses)
        let limits = options.limits
        let found = jobs.flatMap { job in
            cache.load(job.key).map { job.results(from: $0, cached: true, limits: limits) } ?? []
        }
        return Self.ordered(decided + found)
    }

    private var activeCache: OutcomeCache? {
        guard options.useCache, let directory = options.cacheDirectory else { return nil }
        return OutcomeCache(directory: directory)
    }

    private func plan(_ courses: [Course]) -> ([VerificationJob], [SnippetResult]) {
        var jobs: [VerificationJob] = []
        var decided: [SnippetResult] = []
        for course in courses {
            for lesson in course.lessons {
                let plan = planner.plan(course, lesson: lesson)
                jobs += plan.jobs
                decided += plan.decided
            }
        }
        return (jobs, decided)
    }

    static func ordered(_ results: [SnippetResult]) -> [SnippetResult] {
        results.sorted { ($0.file, $0.blockIndex) < ($1.file, $1.blockIndex) }
    }
}
