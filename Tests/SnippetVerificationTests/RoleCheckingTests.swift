import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

/// What each role gets checked with (Infrastructure/DemoCourse.swift, tr/03-checks.md, tr/05-support-only.md).
@Suite(.tags(.compiles)) struct RoleCheckingTests {
    let demo: DemoCourse.Verified

    init() throws { demo = try DemoCourse.verified.get() }

    @Test func typechecksASnippetWithTheCourseSupportFiles() throws {
        let result = try #require(demo.result("checks", 0))
        #expect(result.role == .typecheck)
        #expect(result.status == .passed)
        #expect(result.lines.isEmpty)
    }

    @Test func reportsASyntaxErrorOfAParseBlockAtItsLessonLine() throws {
        let result = try #require(demo.result("checks", 1))
        let file = demo.files["tr/03-checks.md"]!
        #expect(result.status == .failed)
        #expect(result.diagnostics == [
            SnippetResult.Diagnostic(location: SourceLocation(file: file, line: 12), column: 14, message: "expected parameter name followed by ':'"),
        ])
    }

    @Test func typechecksAnAppleBlockAgainstTheInterface() throws {
        let result = try #require(demo.result("checks", 2))
        #expect(result.role == .apple)
        #expect(result.check == .typecheckApple)
        #expect(result.status == .passed)
    }

    @Test func typechecksATutorialStepThatImportsNoAppleFramework() throws {
        let result = try #require(demo.result("checks", 3))
        #expect(result.role == .step)
        #expect(result.name == "Counter.swift")
        #expect(result.check == .typecheck)
        #expect(result.status == .passed)
    }

    @Test func skipsAnIgnoreBlockWithItsReason() throws {
        let result = try #require(demo.result("checks", 4))
        #expect(result.status == .skipped)
        #expect(result.reason == "not checked (swift ignore)")
        #expect(result.cached == false)
    }

    @Test func typechecksTheSupportFilesOfALessonWithNoRunnableSnippet() throws {
        let result = try #require(demo.result("support-only", 0))
        let file = demo.files["tr/05-support-only.md"]!
        #expect(result.role == .support)
        #expect(result.name == "Broken.swift")
        #expect(result.status == .failed)
        #expect(result.line == 8)
        #expect(FailureDescription(result).lines == ["\(file):8:22: error: cannot convert value of type 'String' to specified type 'Int'"])
    }
}
