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

    /// `count` lines of plain declarations: code that costs the frontend time.
    static func padding(_ name: String, lines count: Int) -> String {
        (1...count).map { "let \(name)\($0) = \($0) * 2 + 1" }.joined(separator: "\n")
    }

    /// The results and the compiles in the order they started, on one thread, cold.
    static func verifyOnOneThread(_ lesson: String) throws -> (results: [SnippetResult], compiles: [String]) {
        let fixture = try FixtureCourse(lessons: ["order"])
        defer { fixture.remove() }
        try fixture.write("tr/01-order.md", "---\nid: order\ntitle: order\n---\n\n" + lesson)
        var options = try fixture.optionsLoggingSwiftcCalls()
        options.jobs = 1
        options.useCache = false
        let results = try Verifier(options: options).verify([try fixture.load()])
        return (results, try fixture.compiledTags())
    }

    @Test func theCompilesOfTheMostCodeStartFirst() throws {
        let (results, compiles) = try Self.verifyOnOneThread("""
            ```swift typecheck
            let tagSmall = 1
            ```

            ```swift typecheck
            let tagLarge = 1
            \(Self.padding("large", lines: 300))
            ```

            ```swift typecheck
            let tagMedium = 1
            \(Self.padding("medium", lines: 100))
            ```

            """)
        #expect(results.map(\.status) == [.passed, .passed, .passed])
        #expect(compiles == ["tagLarge", "tagMedium", "tagSmall"])
    }

    @Test func aGroupThatDoesNotCompileIsCompiledAgainBeforeTheJobsQueuedAfterIt() throws {
        let (results, compiles) = try Self.verifyOnOneThread("""
            ```swift run group=g
            let tagGroupFirst = 20
            \(Self.padding("first", lines: 300))
            print(tagGroupFirst)
            ```

            ```output
            20
            ```

            ```swift run group=g
            let tagGroupBroken: Int = "x"
            ```

            ```output
            ```

            ```swift run group=g
            print(tagGroupFirst + 1)
            ```

            ```output
            21
            ```

            ```swift typecheck
            let tagOne = 1
            ```

            ```swift typecheck
            let tagTwo = 2
            ```

            """)
        #expect(results.map(\.status) == [.passed, .failed, .passed, .passed, .passed])
        #expect(compiles == ["tagGroupBroken tagGroupFirst", "tagGroupFirst", "tagOne", "tagTwo"])
    }

    @Test func parseChecksShareOneFrontend() throws {
        let (results, compiles) = try Self.verifyOnOneThread("""
            ```swift parse
            let tagAlpha = [1, 2, 3]
            ```

            ```swift parse
            struct TagBeta { var tagBetaCount = 0 }
            ```

            ```swift parse
            for tagGamma in 0..<3 { print(tagGamma) }
            ```

            """)
        #expect(results.map(\.status) == [.passed, .passed, .passed])
        #expect(results.map(\.check) == [.parse, .parse, .parse])
        #expect(compiles == ["tagAlpha tagBetaCount tagGamma"])
    }

    @Test func aParseErrorAmongSharedParseChecksIsReportedForItsBlockAloneAtItsLine() throws {
        // Run together, `let tagHalf =` would take the `tagRest` after it for its value, and a
        // lone `public` would make the next block's declaration public: each fails alone,
        // and so here (a `;` line follows each block in the shared parse).
        let (results, compiles) = try Self.verifyOnOneThread("""
            ```swift parse
            let tagFine = 1
            ```

            ```swift parse
            let tagBroken: = 1
            ```

            ```swift parse
            let tagHalf =
            ```

            ```swift parse
            tagRest
            ```

            ```swift parse
            public
            ```

            """)
        #expect(results.map(\.status) == [.passed, .failed, .failed, .passed, .failed])
        #expect(results[1].line == 11)
        #expect(results[1].diagnostics.map(\.message) == ["expected type"])
        #expect(results[1].diagnostics.map(\.location.line) == [11])
        #expect(results[2].line == 15)
        #expect(results[2].diagnostics.map(\.location.line) == [15])
        #expect(results[4].diagnostics.map(\.location.line) == [23])
        #expect(results.filter { $0.status == .passed }.map(\.diagnostics.count) == [0, 0])
        // The shared parse said something, so each block is parsed alone after it.
        #expect(compiles.first == "tagBroken tagFine tagHalf tagRest")
        // (`public`, which has no tag, too: the log keeps no empty line.)
        #expect(compiles.dropFirst().sorted() == ["tagBroken", "tagFine", "tagHalf", "tagRest"])
    }
}
