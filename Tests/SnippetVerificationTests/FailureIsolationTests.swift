import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

/// Snippets that fail in every way a program can, side by side in one verify run
/// (Infrastructure/DemoCourse.swift, lesson tr/02-failures.md, time limit 2 s).
@Suite(.tags(.compiles)) struct FailureIsolationTests {
    let demo: DemoCourse.Verified
    let file: String

    init() throws {
        demo = try DemoCourse.verified.get()
        file = demo.files["tr/02-failures.md"]!
    }

    @Test func reportsACompilerErrorAtTheLessonLineOfTheSnippet() throws {
        let result = try #require(demo.result("failures", 0))
        #expect(result.status == .failed)
        #expect(result.line == 8)
        #expect(result.reason == "cannot find 'missingValue' in scope")
        #expect(result.diagnostics == [
            SnippetResult.Diagnostic(location: SourceLocation(file: file, line: 8), column: 15, message: "cannot find 'missingValue' in scope"),
        ])
        #expect(FailureDescription(result).lines == ["\(file):8:15: error: cannot find 'missingValue' in scope"])
    }

    @Test func reportsACrashWithTheSignalAndTheLessonLineOfTheFatalError() throws {
        let result = try #require(demo.result("failures", 2))
        #expect(result.status == .failed)
        #expect(result.line == 15)
        #expect(result.reason == "the snippet crashed (signal 4, SIGILL): \(file):17: Fatal error: boom")
    }

    @Test func stopsASnippetThatNeverEndsAtTheTimeLimit() throws {
        let result = try #require(demo.result("failures", 4))
        #expect(result.status == .failed)
        #expect(result.reason == "the snippet did not finish within 2 seconds (time limit)")
        #expect(result.seconds < 10)
    }

    @Test func killsASnippetThatPrintsAHundredMebibytesOnceItPassesTheCap() throws {
        let result = try #require(demo.result("failures", 6))
        #expect(result.status == .failed)
        #expect(result.reason == "printed more than 1 MiB")
        #expect(result.lines.isEmpty)
        // 100 MiB through a pipe would take far longer than reading the first one.
        #expect(result.seconds < 5)
    }

    @Test func reportsANonZeroExitAndStillComparesWhatWasPrinted() throws {
        let result = try #require(demo.result("failures", 8))
        #expect(result.status == .failed)
        #expect(result.reason == "the snippet exited with status 3")
        #expect(result.lines == [SnippetResult.Line(lessonLine: 46, verdict: .matches, expected: "partial", actual: "partial")])
    }

    @Test func stopsASnippetThatAllocatesPastTheMemoryLimit() throws {
        let result = try #require(demo.result("failures", 10))
        #expect(result.status == .failed)
        #expect(result.reason == "the snippet crashed (signal 6, SIGABRT): Fatal error: failed to allocate 4294967328 bytes of memory with alignment 8")
    }

    @Test func checksEverySnippetEvenAfterOthersFail() {
        #expect(demo.results.count == 18)
        #expect(VerificationSummary(demo.results).line == "5 passed, 12 failed, 1 skipped")
    }
}
