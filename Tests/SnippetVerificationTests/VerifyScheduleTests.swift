import CoursecTestSupport
import CourseModel
import Foundation
@testable import SnippetVerification
import Testing

/// One queue for every compile and run of a verify (`VerifySchedule`): merged batches,
/// their members' runs and lone snippets mixed give what compiling each alone gives.
@Suite(.tags(.compiles)) struct VerifyScheduleTests {
    /// `print("one")` twice (one key), a member that does not compile, a snippet kept
    /// alone (it can see an object's lifetime) and a plain one.
    static let runs = [
        (code: "print(\"one\")", output: "one"),
        (code: "print(\"one\")", output: "one"),
        (code: "let missing: Int = \"x\"", output: ""),
        (code: "final class Box { deinit { print(\"gone\") } }\nvar box: Box? = Box()\nbox = nil\nprint(\"after\")", output: "gone\nafter"),
        (code: "print(\"two\")", output: "two"),
    ]

    @Test func aBatchMemberThatFailsToCompileAmongLoneSnippetsGetsWhatItGetsAlone() throws {
        let fixture = try FixtureCourse(lessons: ["mixed"])
        defer { fixture.remove() }
        try fixture.write("tr/01-mixed.md", LessonText.make(id: "mixed", runs: Self.runs))
        let course = try fixture.load()
        let plan = MergedBatch.plan(MergedCompilationTests.runJobs(course), width: 2)
        #expect(plan.batches.map(\.members.count) == [2, 2])
        #expect(plan.alone.count == 1)
        let (merged, alone) = try MergedCompilationTests.bothWays([course])
        #expect(merged == alone)
        #expect(merged.map(\.status) == [.passed, .passed, .failed, .passed, .passed])
        #expect(merged[2].diagnostics.map(\.message) == ["cannot convert value of type 'String' to specified type 'Int'"])
        #expect(merged[2].line == 23)
        #expect(merged[3].lines.map(\.actual) == ["gone", "after"])
    }

    @Test func progressStepsOnceForEachDistinctSnippetCompiledOrLookedUp() throws {
        let fixture = try FixtureCourse(lessons: ["mixed"])
        defer { fixture.remove() }
        try fixture.write("tr/01-mixed.md", LessonText.make(id: "mixed", runs: Self.runs))
        let course = try fixture.load()
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.jobs = 2
        options.interfacesDirectory = Repository.path("interfaces")
        for pass in ["compiled", "cached"] {
            let reports = CollectedLines()
            let results = try Verifier(options: options).verify([course]) { reports.add("\($0)/\($1)") }
            #expect(reports.all == ["1/4", "2/4", "3/4", "4/4"], "\(pass)")
            #expect(results.map(\.cached) == Array(repeating: pass == "cached", count: 5))
        }
    }
}
