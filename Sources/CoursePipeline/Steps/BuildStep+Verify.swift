import CourseModel
import SnippetVerification

extension BuildStep {
    /// The results the badges show. A verify (served from the cache where inputs
    /// are unchanged) in which a snippet fails stops the build. With `verify` off,
    /// cache hits only, and a cached failure is no verification: those snippets show
    /// "not verified", so a badge still appears only for a snippet verified with
    /// identical inputs. A check: the results stay in the context, and it still
    /// verifies the sound lessons when "load courses" left broken ones out.
    public static let verifySnippets = BuildStep("verify snippets", isCheck: true, isReady: { !$0.courses.isEmpty }) { context in
        let verifier = try Verifier(options: context.verifierOptions)
        guard context.verify else {
            context.results = verifier.cachedResults(for: context.courses).filter { $0.status != .failed }
            return
        }
        let progress = context.progress
        context.results = verifier.verify(context.courses) { done, total in
            progress.update("verifying snippets: \(done)/\(total)")
        }
        progress.end()
        let summary = VerificationSummary(context.results)
        guard summary.failed == 0 else {
            throw FailedSnippets(
                results: context.results.filter { $0.status == .failed },
                summary: CourseError("\(summary.line); the site was not built (fix the snippets, or build with --no-verify)"))
        }
    }
}
