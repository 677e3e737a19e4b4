import CourseModel
import Foundation

extension VerificationJob {
    /// For a lesson's support check (its support blocks, typechecked together) that did
    /// not compile: one failed result, for the block holding the first error (else the
    /// first support block), and the reason its snippets are skipped.
    func supportFailure(from outcome: JobOutcome, cached: Bool, limits: VerifierOptions.Limits) -> SupportFailure {
        let results = results(from: outcome, cached: cached, limits: limits)
        let first = outcome.errors.first
        let location = first.map { diagnostic($0).location }
        let holder = location.flatMap { location in
            blocks.firstIndex { block in
                switch block.role {
                case .include:
                    block.resolvedIncludePath.map { FilePath($0).canonical } == FilePath(location.file).canonical
                default: location.file == lesson.file && covers(block, location.line)
                }
            }
        } ?? 0
        let place = first.map { "\($0.fileName), line \(location?.line ?? $0.line)" } ?? blocks[holder].name ?? "support files"
        return SupportFailure(
            result: results[holder],
            skipReason: "not run: a support file of this lesson does not compile (\(place))")
    }
}
