import CourseModel

/// How many snippets passed, failed and were skipped.
public struct VerificationSummary: Hashable, Sendable {
    public var passed = 0
    public var failed = 0
    public var skipped = 0
    /// The errors in lessons and courses, and the lesson files they left out: with
    /// either above 0 the run fails even when every snippet passed, and the line says so.
    public var lessonErrors = 0
    public var lessonsLeftOut = 0

    public init(_ results: [SnippetResult], lessonErrors: Int = 0, lessonsLeftOut: Int = 0) {
        self.lessonErrors = lessonErrors
        self.lessonsLeftOut = lessonsLeftOut
        for result in results {
            switch result.status {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            }
        }
    }

    /// No snippet failed and no lesson had an error: exit status 0.
    public var succeeded: Bool { failed == 0 && lessonErrors == 0 && lessonsLeftOut == 0 }

    /// `N passed, N failed, N skipped`: the last line of every report, in a shape CI can
    /// count; `, N lesson errors, N lessons left out` follows when the lessons had errors,
    /// so a line that ends a failed run never reads as a clean one.
    public var line: String {
        let snippets = "\(passed) passed, \(failed) failed, \(skipped) skipped"
        guard lessonErrors > 0 || lessonsLeftOut > 0 else { return snippets }
        return snippets + ", " + Self.counted(lessonErrors, "lesson error", "lesson errors")
            + ", " + Self.counted(lessonsLeftOut, "lesson left out", "lessons left out")
    }

    private static func counted(_ count: Int, _ one: String, _ many: String) -> String {
        "\(count) \(count == 1 ? one : many)"
    }
}
