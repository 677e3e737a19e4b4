import CourseModel
import SnippetVerification

extension BuildStep {
    /// The results the badges show. A verify (served from the cache where inputs
    /// are unchanged) in which a snippet fails stops the build, unless the build allows
    /// failures (`BuildContext.allowFailures`): then the failed results stay in
    /// `results`, and their pages mark them failed. With `verify` off,
    /// cache hits only, and a cached failure is no verification: those snippets show
    /// "not verified", so a badge still appears only for a snippet verified with
    /// identical inputs. A check: the results stay in the context, and it still
    /// verifies the sound lessons when "load courses" left broken ones out.
    ///
    /// With `verify` off, no swiftc is needed (an installed coursec builds a site on a
    /// machine without the toolchain): every cache key holds the version of the compiler
    /// that made the entry, so without one to ask there is nothing to match entries to,
    /// no result is believed, and the badges say "not verified"; a warning says why.
    public static let verifySnippets = BuildStep("verify snippets", isCheck: true, isReady: { !$0.courses.isEmpty }) { context in
        guard context.verify else {
            do throws(CourseError) {
                let verifier = try Verifier(options: context.verifierOptions)
                context.results = verifier.cachedResults(for: context.courses).filter { $0.status != .failed }
            } catch {
                context.results = []
                context.verifierOptions.warn?("warning: \(error.message); cached results cannot be matched to a compiler, so no snippet is shown as verified")
            }
            return
        }
        let verifier = try Verifier(options: context.verifierOptions)
        let progress = context.progress
        context.results = verifier.verify(context.courses) { done, total in
            progress.update("verifying snippets: \(done)/\(total)")
        }
        progress.end()
        let summary = VerificationSummary(context.results)
        guard summary.failed == 0 || context.allowFailures else {
            throw FailedSnippets(
                results: context.results.filter { $0.status == .failed },
                summary: CourseError("\(summary.line); the site was not built (fix the snippets, or build with --no-verify)"))
        }
    }
}

extension BuildContext {
    /// The failing snippets a build with `allowFailures` published, marked on their
    /// pages: the caller lists them as `verify` does. Empty when failures stop the build.
    public var allowedFailures: [SnippetResult] {
        allowFailures ? results.filter { $0.status == .failed } : []
    }
}
