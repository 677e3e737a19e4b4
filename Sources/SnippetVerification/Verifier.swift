import CoursecSupport
import CourseModel
import Foundation

/// Checks every snippet of the given courses: the library behind `coursec verify`,
/// and what `coursec build` asks for results (or for cached results only).
public struct Verifier: Sendable {
    public var options: VerifierOptions
    private let compiler: SwiftCompiler
    private let planner: JobPlanner
    private let sandbox: Sandbox?
    /// The Apple interface, or why there is none: only Apple typechecks need it, so a
    /// missing folder fails those, not a verify of plain Swift.
    private let interface: Result<InterfaceModules, CourseError>

    /// Finds swiftc and asks its version once, for every cache key of this verifier.
    /// Ignores SIGPIPE for the process (`BrokenPipes`): a group's program may close the
    /// pipe coursec answers its marks on, and that must fail the group, not end the caller.
    public init(options: VerifierOptions) throws(CourseError) {
        self.options = options
        BrokenPipes.ignore()
        // Asking swiftc its version and trying the sandbox start processes and make folders:
        // a signal meanwhile kills and removes them, as during a verify (a build's Pagefind,
        // started before this, has registered for the signals, so they do not end coursec by
        // their default action, and nothing would).
        let registration = InterruptCleanup.register { ChildRegistry.shared.close() }
        defer { registration.end() }
        compiler = try SwiftCompiler.locate(environment: options.environment, memo: options.useCache ? options.compilerMemoDirectory : nil)
        sandbox = options.sandbox ? try Sandbox.prepare(compilerPath: compiler.path, environment: options.environment, writableBytes: options.limits.writableBytes) : nil
        let limits = options.limits
        // The sandbox is not in the key: `build --no-verify` reads the cache without one.
        // The linker joins the key only where it is not the driver's default, so keys made with it stay.
        let linker = compiler.linkFlags.isEmpty ? [] : ["link: " + compiler.linkFlags.joined(separator: " ")]
        let fingerprint = ([
            compiler.version,
            SwiftCompiler.flags.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue): \($0.value.joined(separator: " "))" }.joined(separator: "; "),
        ] + linker + [
            "run \(limits.runSeconds)s, compile \(limits.compileSeconds)s, output \(limits.outputBytes)B, memory \(limits.memoryKiB)KiB, compile memory \(limits.compileMemoryKiB)KiB",
        ]).joined(separator: "\n")
        let version = compiler.version
        interface = Result { () throws(CourseError) in
            let folder: String
            if let given = options.interfacesDirectory { folder = given } else { folder = try InterfaceModules.locate(from: options.here) }
            return try InterfaceModules.read(folder, compilerVersion: version)
        }
        planner = JobPlanner(fingerprint: fingerprint, interfaceDigest: (try? interface.get())?.digest ?? "none")
    }

    /// Compiles and runs every snippet of every lesson (every language) of `courses`,
    /// taking unchanged ones from the cache. Results are in lesson and block order.
    /// `progress` is called (from worker threads, one call at a time) as jobs finish.
    public func verify(_ courses: [Course], progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil) -> [SnippetResult] {
        let cache = activeCache
        let plan = plan(courses)
        return InterruptCleanup.whileRunning(cleanup: { ChildRegistry.shared.close() }) {
            sandbox?.begin(environment: options.environment)
            defer { sandbox?.finish() }
            // Compiled only when an Apple typecheck is not in the cache; kept in the cache folder.
            // Read, not only looked up by name: an entry that fails its checksum or signature
            // is compiled again, and then needs the interface. Quietly: the job names it once.
            // What is read here is the job's result too, so no entry is read twice.
            // On every core: a course of Apple lessons has thousands of them.
            let appleEntries: [String: JobOutcome] = cache.map { cache in
                let keys = Array(Set(plan.jobs.filter { $0.mode == .appleTypecheck }.map(\.key)))
                let loaded = keys.parallelMap(width: options.jobs) { cache.load($0, warns: false) }
                return Dictionary(zip(keys, loaded).compactMap { key, outcome in outcome.map { (key, $0) } }, uniquingKeysWith: { first, _ in first })
            } ?? [:]
            let needsInterface = plan.jobs.contains { $0.mode == .appleTypecheck && appleEntries[$0.key] == nil }
            let built: (built: BuiltInterface, scratch: ScratchDirectory?)?
            switch (needsInterface, interface) {
            case (false, _): built = nil
            case (true, .failure(let error)): built = (.failed(error.message), nil)
            case (true, .success(let interface)):
                built = BuiltInterface.build(
                    interface, compiler: compiler, sandbox: sandbox, environment: options.environment, cacheDirectory: cache?.directory,
                    warn: options.warn)
            }
            defer { built?.scratch?.remove() }
            let runner = JobRunner(
                compiler: compiler, limits: options.limits, compilerEnvironment: options.environment, sandbox: sandbox,
                interface: built?.built, concurrency: options.jobs)
            let schedule = VerifySchedule(
                runner: runner, cache: cache, known: appleEntries, mergesRuns: options.mergesRuns, width: options.jobs)
            let planner = planner
            return results(plan, progress: progress) { jobs, counter in
                schedule.outcomes(jobs, counter: counter, recompile: { planner.recompiled($0, without: $1) })
            }
        }
    }

    /// The results the cache already holds for identical inputs, compiling nothing:
    /// for `coursec build --no-verify`. A snippet with no cached outcome has no
    /// result here (so the site shows no badge for it); `swift ignore` blocks do.
    public func cachedResults(for courses: [Course]) -> [SnippetResult] {
        guard let cache = activeCache else { return [] }
        let width = options.jobs
        let planner = planner
        return results(plan(courses), progress: nil) { jobs, _ in
            let lookUp = { (jobs: [VerificationJob]) in
                jobs.parallelMap(sharing: \.key, width: width) { job in cache.load(job).map { Obtained(outcome: $0, cached: true) } }
            }
            let outcomes = lookUp(jobs)
            return (outcomes, GroupRecovery.recover(jobs, outcomes, recompile: planner.recompiled, obtain: lookUp))
        }
    }

    private var activeCache: OutcomeCache? {
        guard options.useCache, let directory = options.cacheDirectory else { return nil }
        // With a key, entries are signed, and unsigned ones are not believed.
        return OutcomeCache(directory: directory, signingKey: CacheEntry.signingKey(in: options.environment), warn: options.warn)
    }

    private func plan(_ courses: [Course]) -> VerifierPlan {
        var plan = VerifierPlan()
        let supports = courses.map(CourseSupport.init)
        let lessons = zip(courses, supports).flatMap { course, support in course.lessons.map { (course, $0, support) } }
        // Hashing every snippet's sources is most of a no-change verify's own work: on every core.
        let lessonPlans = lessons.parallelMap(width: options.jobs) { planner.plan($0.0, lesson: $0.1, support: $0.2) }
        for ((_, lesson, _), lessonPlan) in zip(lessons, lessonPlans) {
            plan.jobs += lessonPlan.jobs
            plan.decided += lessonPlan.decided
            if let check = lessonPlan.supportCheck { plan.supportChecks[lesson.file] = check }
        }
        return plan
    }

    /// Every job's results, from `obtain` (nil: no outcome, no result), which steps
    /// `counter` once per distinct key it compiles or looks up (extending it for each
    /// attempt of a group's recovery it makes) and gives the recoveries of the groups'
    /// programs that did not compile (`GroupRecovery`). Support checks are obtained
    /// too, for lessons whose snippets failed on a support file.
    private func results(
        _ plan: VerifierPlan, progress: (@Sendable (Int, Int) -> Void)?,
        obtain: ([VerificationJob], _ counter: ProgressCounter) -> (outcomes: [Obtained?], recovered: [Int: GroupRecovery])
    ) -> [SnippetResult] {
        let counter = ProgressCounter(total: Set(plan.jobs.map(\.key)).count, report: progress)
        let (outcomes, recovered) = obtain(plan.jobs, counter)
        let suspects = plan.supportSuspects(outcomes)
        counter.extend(by: Set(suspects.map(\.key)).count)
        let checks = obtain(suspects, counter).outcomes
        var brokenSupport: [String: SupportFailure] = [:]
        for (check, obtained) in zip(suspects, checks) {
            guard let obtained, !obtained.outcome.compiled else { continue }
            brokenSupport[check.lesson.file] = check.supportFailure(from: obtained.outcome, cached: obtained.cached, limits: options.limits)
        }
        let limits = options.limits
        let strictMessages = options.strictMessages
        let broken = brokenSupport
        // Judging (comparing outputs, mapping lines) is the rest of a no-change verify: on every core too.
        let judged = Array(zip(plan.jobs, outcomes).enumerated()).parallelMap(width: options.jobs) { index, pair -> [SnippetResult] in
            let (job, obtained) = pair
            guard let obtained else { return [] }
            if let broken = broken[job.lesson.file], job.mode != .parse, !obtained.outcome.compiled {
                return job.blocks.map { block in
                    var skipped = SnippetResult.skipped(block, in: job.lesson, reason: broken.skipReason)
                    skipped.cached = obtained.cached
                    return skipped
                }
            }
            if let recovery = recovered[index] { return recovery.results(limits: limits) }
            var judged = job
            judged.strictMessages = strictMessages
            return judged.results(from: obtained.outcome, cached: obtained.cached, limits: limits)
        }
        return Self.ordered(plan.decided + brokenSupport.values.map(\.result) + judged.flatMap { $0 }.map(ObjectiveCRuntime.classified))
    }

    static func ordered(_ results: [SnippetResult]) -> [SnippetResult] {
        results.sorted { ($0.file, $0.blockIndex) < ($1.file, $1.blockIndex) }
    }
}
