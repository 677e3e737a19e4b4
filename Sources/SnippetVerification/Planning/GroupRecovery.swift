import CourseModel

/// A group's program that does not compile, compiled again without the blocks whose
/// lines hold its errors, so that every other block gets a verdict of its own instead
/// of `not run` (docs/verify.md, "Groups"). Each attempt leaves out the blocks that
/// failed in the one before; a block that compiled there and fails now does so because
/// of what was left out, and its result says which block that was.
struct GroupRecovery: Sendable {
    /// At most this many programs compiled again per group: each leaves out at least one
    /// failed block, so a group costs at most one compile more per block that fails,
    /// and a group whose blocks all depend on a broken one stops early.
    static let maxRecompiles = 4

    struct Attempt: Sendable {
        var job: VerificationJob
        var obtained: Obtained
        /// The group's blocks not in this attempt's program, in the order they were left out.
        var leftOut: [CodeBlock]

        /// The blocks of the program with an error on their own lines, or nil when an
        /// error is elsewhere than on a block's lines or a mark's (an error in a support
        /// file is not mended by leaving out a block).
        var blocksWithErrors: [CodeBlock]? {
            let outcome = obtained.outcome
            guard !outcome.compiled, !outcome.errors.isEmpty else { return nil }
            let positions = Dictionary(uniqueKeysWithValues: job.blocks.indices.map { (GroupProgram.presumedName(of: $0), $0) })
            var failing: Set<Int> = []
            // The program's own lines (`main.swift` after its last block, the mark calls):
            // a block that breaks the program's structure (an unclosed brace) has its error there.
            let own: Set<String> = [GroupProgram.marksFile.name, job.sources.first?.name ?? "main.swift"]
            for error in outcome.errors where !own.contains(error.fileName) {
                guard let position = positions[error.fileName] else { return nil }
                failing.insert(position)
            }
            return failing.sorted().map { job.blocks[$0] }
        }

        /// The blocks the next attempt leaves out: those with errors, or, first, the ones
        /// whose brackets do not balance. A block that opens a brace it never closes takes
        /// the blocks after it into its body, and swiftc's error is at the program's end
        /// (`expected '}'`, on no block's lines); without it, the others compile.
        var failingBlocks: [CodeBlock] {
            guard let failing = blocksWithErrors else { return [] }
            let unbalanced = job.blocks.filter { MergeShape.place(SwiftLexer.tokens($0.code)) == nil }
            return unbalanced.isEmpty ? failing : unbalanced
        }
    }

    /// The attempts, the first the program as planned; more than one.
    var attempts: [Attempt]

    /// Whether a job's first outcome starts a recovery: a group's program that did not compile.
    static func starts(_ job: VerificationJob, _ obtained: Obtained?) -> Bool {
        guard let obtained else { return false }
        return job.mode == .run && job.group?.marked == true && !obtained.outcome.compiled
    }

    /// The attempt to make after the last of `chain`: its job (from `recompile`, which makes
    /// a group's job without the given blocks) and the blocks it leaves out; nil when the
    /// chain ends (no block to leave out, every block would be, or the bound is reached).
    /// The one rule both ways of driving a recovery share: `recover`, round by round, and
    /// `VerifySchedule`, which makes each attempt as soon as the one before has its outcome.
    static func retry(
        after chain: [Attempt], recompile: (VerificationJob, [CodeBlock]) -> VerificationJob
    ) -> (job: VerificationJob, leftOut: [CodeBlock])? {
        guard let last = chain.last, chain.count <= maxRecompiles else { return nil }
        let failing = last.failingBlocks
        guard !failing.isEmpty, failing.count < last.job.blocks.count else { return nil }
        return (recompile(last.job, failing), last.leftOut + failing)
    }

    /// The recoveries of the jobs that are groups' programs and did not compile, by the
    /// job's index, round by round: `obtain` compiles (or looks up) each round's attempts
    /// together, as the first ones were (`build --no-verify` looks them up in the cache).
    static func recover(
        _ jobs: [VerificationJob], _ outcomes: [Obtained?],
        recompile: (VerificationJob, [CodeBlock]) -> VerificationJob,
        obtain: ([VerificationJob]) -> [Obtained?]
    ) -> [Int: GroupRecovery] {
        var chains: [Int: [Attempt]] = [:]
        for (index, (job, obtained)) in zip(jobs, outcomes).enumerated() where starts(job, obtained) {
            chains[index] = [Attempt(job: job, obtained: obtained!, leftOut: [])]
        }
        var pending = chains.keys.sorted()
        while !pending.isEmpty {
            let retries = pending.compactMap { index in
                retry(after: chains[index]!, recompile: recompile).map { (index: index, job: $0.job, leftOut: $0.leftOut) }
            }
            guard !retries.isEmpty else { break }
            pending = []
            for (retry, obtained) in zip(retries, obtain(retries.map(\.job))) {
                // Without an outcome (`build --no-verify`, not in the cache) the attempt before stands.
                guard let obtained else { continue }
                chains[retry.index]!.append(Attempt(job: retry.job, obtained: obtained, leftOut: retry.leftOut))
                pending.append(retry.index)
            }
        }
        return chains.filter { $0.value.count > 1 }.mapValues { GroupRecovery(attempts: $0) }
    }
}
