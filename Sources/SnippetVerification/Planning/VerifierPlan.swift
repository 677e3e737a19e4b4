import CourseModel

/// Every job of a verify, the results decided without compiling, and each lesson's
/// support check (by lesson file) for lessons whose snippets compile support files.
struct VerifierPlan: Sendable {
    var jobs: [VerificationJob] = []
    var decided: [SnippetResult] = []
    var supportChecks: [String: VerificationJob] = [:]

    /// The support checks worth running: of lessons where a snippet compiled with the
    /// support files failed with an error in one of them (not in the snippet itself).
    func supportSuspects(_ outcomes: [Obtained?]) -> [VerificationJob] {
        var suspected: Set<String> = []
        for (job, obtained) in zip(jobs, outcomes) where supportChecks[job.lesson.file] != nil {
            guard let outcome = obtained?.outcome, !outcome.compiled,
                  outcome.errors.contains(where: { $0.fileName != "main.swift" }) else { continue }
            suspected.insert(job.lesson.file)
        }
        return suspected.sorted().compactMap { supportChecks[$0] }
    }
}
