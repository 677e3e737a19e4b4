import CourseModel

/// How many snippets passed, failed and were skipped.
public struct VerificationSummary: Hashable, Sendable {
    public var passed = 0
    public var failed = 0
    public var skipped = 0

    public init(_ results: [SnippetResult]) {
        for result in results {
            switch result.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            }
        }
    }

    /// `N passed, N failed, N skipped`: the last line of every report, in a shape CI can count.
    public var line: String { "\(passed) passed, \(failed) failed, \(skipped) skipped" }
}
