import CourseModel

/// A lesson's support files that do not compile on their own: one failed result,
/// and the reason every snippet compiled with them is skipped rather than failed.
struct SupportFailure: Sendable {
    var result: SnippetResult
    /// "not run: a support file of this lesson does not compile (Bad.swift, line 12)"
    var skipReason: String
}
