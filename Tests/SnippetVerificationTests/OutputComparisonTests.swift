import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

/// Output comparison on the shared demo course (Infrastructure/DemoCourse.swift, lesson tr/01-outputs.md).
@Suite(.tags(.compiles)) struct OutputComparisonTests {
    let demo: DemoCourse.Verified
    let file: String

    init() throws {
        demo = try DemoCourse.verified.get()
        file = demo.files["tr/01-outputs.md"]!
    }

    @Test func passesASnippetCompiledWithTheLessonSupportFileAndTheIncludedCourseFileOnce() throws {
        let result = try #require(demo.result("outputs", 2))
        #expect(result.status == .passed)
        #expect(result.reason == nil)
        #expect(result.line == 13)
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 19, verdict: .matches, expected: "merhaba dunya", actual: "merhaba dunya"),
            SnippetResult.Line(lessonLine: 20, verdict: .matches, expected: "uyumlu", actual: "uyumlu"),
        ])
    }

    @Test func reportsAWrongLineAsBayatAtTheOutputBlock() throws {
        let result = try #require(demo.result("outputs", 4))
        #expect(result.status == .failed)
        #expect(result.line == 27)
        #expect(result.lines == [
            SnippetResult.Line(
                lessonLine: 28, verdict: .differs,
                expected: "openCount: model=5 ekran=3 -> bayat", actual: "openCount: model=5 ekran=5 -> uyumlu"),
        ])
        #expect(FailureDescription(result).lines == [
            "\(file):27: error: output differs from what the snippet prints (1 bayat)",
            "  28 bayat   expected: openCount: model=5 ekran=3 -> bayat | actual: openCount: model=5 ekran=5 -> uyumlu",
        ])
    }

    @Test func reportsALineTheProgramDidNotPrintAsEksik() throws {
        let result = try #require(demo.result("outputs", 6))
        #expect(result.status == .failed)
        #expect(result.reason == "output differs from what the snippet prints (1 eksik)")
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 36, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 37, verdict: .missing, expected: "b", actual: nil),
        ])
        #expect(FailureDescription(result).details == ["  37 eksik   expected: b | actual: (nothing)"])
    }

    @Test func reportsAnExtraPrintedLineAsArtikAndIgnoresTrailingWhitespace() throws {
        let result = try #require(demo.result("outputs", 8))
        #expect(result.status == .failed)
        #expect(result.line == 46)
        #expect(result.reason == "output differs from what the snippet prints (1 artık)")
        #expect(result.lines == [
            SnippetResult.Line(lessonLine: 47, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 48, verdict: .matches, expected: "b", actual: "b"),
            SnippetResult.Line(lessonLine: 49, verdict: .extra, expected: nil, actual: "c"),
        ])
        #expect(FailureDescription(result).details == ["  49 artık   expected: (nothing) | actual: c"])
    }

    @Test func givesNoResultOfTheirOwnToSupportIncludeAndOutputBlocks() {
        let roles = demo.results.filter { $0.lesson == "outputs" }.map(\.role)
        #expect(roles == [.run, .run, .run, .run])
    }
}
