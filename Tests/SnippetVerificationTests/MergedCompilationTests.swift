import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
@testable import SnippetVerification
import Testing

/// `run` snippets compiled into one executable (`MergedBatch`) give every result exactly
/// as compiling each alone does: verdict, output lines, reason, diagnostics, lesson line.
@Suite(.tags(.compiles)) struct MergedCompilationTests {
    /// The results with merging and without, timings and `cached` left out.
    static func bothWays(_ courses: [Course], timeout: Double = 10) throws -> (merged: [SnippetResult], alone: [SnippetResult]) {
        func verify(merging: Bool) throws -> [SnippetResult] {
            var options = VerifierOptions()
            options.mergesRuns = merging
            options.limits.runSeconds = timeout
            options.interfacesDirectory = Repository.path("interfaces")
            return try Verifier(options: options).verify(courses).map { result in
                var comparable = result
                comparable.seconds = 0
                comparable.cached = false
                return comparable
            }
        }
        return (try verify(merging: true), try verify(merging: false))
    }

    static func runJobs(_ course: Course) -> [VerificationJob] {
        let planner = JobPlanner(fingerprint: "test")
        return course.lessons.flatMap { planner.plan(course, lesson: $0).jobs }.filter { $0.mode == .run }
    }

    @Test func snippetsDeclaringTheSameTypeAndFunctionNamesKeepTheirOwn() throws {
        let fixture = try FixtureCourse(lessons: ["names"])
        defer { fixture.remove() }
        try fixture.write("tr/01-names.md", LessonText.make(id: "names", runs: [
            (code: "struct Point { var x: Int }\nfunc describe(_ p: Point) -> String { \"A \\(p.x)\" }\nprint(describe(Point(x: 1)))\nprint([Point(x: 2)])",
             output: "A 1\n[Snippet.Point(x: 2)]"),
            (code: "struct Point { var name: String }\nfunc describe(_ p: Point) -> String { \"B \\(p.name)\" }\nprint(describe(Point(name: \"b\")))",
             output: "B b"),
            (code: "func describe(_ value: Int) -> String { \"C \\(value)\" }\nprint(describe(3))", output: "C 3"),
            (code: "print(Point(x: 4))", output: "Point(x: 4)"),
            (code: "enum Mode { case on }\nprint(Mode.on, [Mode.on])", output: "on [Snippet.Mode.on]"),
        ]))
        let course = try fixture.load()
        let plan = MergedBatch.plan(Self.runJobs(course), width: 1)
        // The two Points and the snippet that only mentions one are never in one executable.
        for batch in plan.batches {
            let codes = batch.members.map { $0.job.sources[0].code }
            #expect(codes.filter { $0.contains("Point") }.count <= 1)
        }
        #expect(plan.batches.map(\.members.count).reduce(0, +) >= 2)
        let (merged, alone) = try Self.bothWays([course])
        #expect(merged == alone)
        #expect(merged.map(\.status) == [.passed, .passed, .passed, .failed, .passed])
        #expect(merged[3].reason == "cannot find 'Point' in scope")
        #expect(merged[3].line == 38)
    }

    @Test func groupsMergeWithOtherSnippetsAndGiveTheResultsTheyGiveAlone() throws {
        let fixture = try FixtureCourse(lessons: ["groups"])
        defer { fixture.remove() }
        try fixture.write("tr/01-groups.md", """
            ---
            id: groups
            title: Groups
            ---

            ```swift run group=one
            struct Box { var items: [String] }
            var box = Box(items: ["a"])
            func add(_ item: String) { box.items.append(item) }
            print(box.items)
            ```

            ```output
            ["a"]
            ```

            ```swift typecheck group=one
            add("b")
            print(#fileID, #line)
            ```

            ```swift run group=one
            add("c")
            print(box.items.count)
            let crash = [Int]()
            print(crash[1])
            ```

            ```output
            3
            ```

            ```swift run group=one
            print("never")
            ```

            ```output
            never
            ```

            ```swift run
            print("alone")
            ```

            ```output
            alone
            ```

            ```swift run group=two
            let word = "merged"
            ```

            ```output
            ```

            ```swift run group=two
            print(word.uppercased())
            ```

            ```output
            MERGED
            ```

            """)
        let course = try fixture.load()
        let plan = MergedBatch.plan(Self.runJobs(course), width: 1)
        #expect(plan.batches.map(\.members.count) == [3])
        #expect(plan.alone.isEmpty)
        let (merged, alone) = try Self.bothWays([course])
        #expect(merged == alone)
        #expect(merged.map(\.status) == [.passed, .passed, .failed, .skipped, .passed, .passed, .passed])
        #expect(merged[1].printed == "Snippet/coursec-block-1.swift 2\n")
    }

    @Test func aSnippetThatCrashesFailsAloneAmongOnesThatPass() throws {
        let fixture = try FixtureCourse(lessons: ["crash"])
        defer { fixture.remove() }
        try fixture.write("tr/01-crash.md", LessonText.make(id: "crash", runs: [
            (code: "print(\"one\")", output: "one"),
            (code: "print(\"before\")\nlet xs = [1]\nprint(xs[5])", output: "before\nafter"),
            (code: "print(\"partial\")\nfatalError(\"boom\")", output: "partial"),
            (code: "import Foundation\nprint(\"three\")\nexit(3)", output: "three"),
            (code: "print(\"two\")", output: "two"),
        ]))
        let course = try fixture.load()
        let file = fixture.path("tr/01-crash.md")
        let plan = MergedBatch.plan(Self.runJobs(course), width: 1)
        #expect(plan.batches.map(\.members.count) == [4])
        #expect(plan.alone.count == 1)
        let (merged, alone) = try Self.bothWays([course])
        #expect(merged == alone)
        #expect(merged.map(\.status) == [.passed, .failed, .failed, .failed, .passed])
        #expect((merged[1].reason ?? "").hasPrefix("the snippet crashed (signal 4, SIGILL): Swift/ContiguousArrayBuffer.swift:"))
        // Standard output is line-buffered (stdbuf), merged as alone: "before" is kept.
        #expect(merged[1].lines.map(\.verdict) == [.matches, .missing])
        #expect(merged[2].reason == "the snippet crashed (signal 4, SIGILL): \(file):27: Fatal error: boom")
        #expect(merged[3].reason == "the snippet exited with status 3")
    }

    @Test func aMergedSnippetThatDoesNotCompileInAFunctionIsCompiledAloneAndPasses() throws {
        let fixture = try FixtureCourse(lessons: ["globals"])
        defer { fixture.remove() }
        // A type that reads a top-level variable compiles alone, not inside a function.
        try fixture.write("tr/01-globals.md", LessonText.make(id: "globals", runs: [
            (code: "let base = 10\nstruct Adder { func add(_ x: Int) -> Int { base + x } }\nprint(Adder().add(1))", output: "11"),
            (code: "print(\"plain\")", output: "plain"),
            (code: "let missing: Int = \"x\"", output: ""),
        ]))
        let course = try fixture.load()
        #expect(MergedBatch.plan(Self.runJobs(course), width: 1).batches.map(\.members.count) == [3])
        let (merged, alone) = try Self.bothWays([course])
        #expect(merged == alone)
        #expect(merged.map(\.status) == [.passed, .passed, .failed])
        #expect(merged[2].diagnostics.map(\.message) == ["cannot convert value of type 'String' to specified type 'Int'"])
    }

    @Test func aSnippetThatCanSeeAnObjectsLifetimeIsCompiledAlone() throws {
        // Alone, `box` is a global that is never released; as a local it would be, after its last use.
        let code = "final class Box { deinit { print(\"released\") } }\nlet box = Box()\nprint(\"end\")"
        #expect(MergeShape.of(code) == nil)
        #expect(MergeShape.of("final class Box {}\nlet box = Box()\nprint(\"end\")") != nil)
        let fixture = try FixtureCourse(lessons: ["lifetime"])
        defer { fixture.remove() }
        try fixture.write("tr/01-lifetime.md", LessonText.make(id: "lifetime", runs: [
            (code: code, output: "end"), (code: "print(1)", output: "1"), (code: "print(2)", output: "2"),
        ]))
        let course = try fixture.load()
        let plan = MergedBatch.plan(Self.runJobs(course), width: 1)
        #expect(plan.batches.map(\.members.count) == [2])
        #expect(plan.alone.map { $0.sources[0].code.trimmingCharacters(in: .newlines) } == [code])
        let (merged, alone) = try Self.bothWays([course])
        #expect(merged == alone)
        #expect(merged.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func theBenchCorpusGivesWhatEachProgramGivesAlone() throws {
        let corpus = Repository.path("bench/corpus")
        let stems = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".swift") }.sorted()
            .map { String($0.dropLast(6)) }
        // The first 40 hold every kind of program the corpus has; all 170 twice take minutes.
        let chosen = Array(stems.prefix(40))
        let lessons = stride(from: 0, to: chosen.count, by: 5).map { "corpus-\($0 / 5 + 1)" }
        let fixture = try FixtureCourse(lessons: lessons)
        defer { fixture.remove() }
        for (number, lesson) in lessons.enumerated() {
            let runs = try chosen[(number * 5)..<min(number * 5 + 5, chosen.count)].map { stem in
                (code: try String(contentsOfFile: "\(corpus)/\(stem).swift", encoding: .utf8).trimmingCharacters(in: .newlines),
                 output: try String(contentsOfFile: "\(corpus)/\(stem).out", encoding: .utf8).trimmingCharacters(in: .newlines))
            }
            try fixture.write("tr/\(number + 1)-\(lesson).md", LessonText.make(id: lesson, runs: runs))
        }
        let course = try fixture.load()
        #expect(MergedBatch.plan(Self.runJobs(course), width: 2).alone.count < 10)
        let (merged, alone) = try Self.bothWays([course])
        #expect(merged == alone)
        #expect(merged.count == 40)
        #expect(merged.allSatisfy { $0.status == .passed })
    }

    @Test func theCoursesSnippetsGiveWhatEachGivesAlone() throws {
        let root = Repository.path("courses")
        let courses = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
            .filter { FileManager.default.fileExists(atPath: "\(root)/\($0)/course.json") }
            .map { try CourseLoader().loadCourse(directory: "\(root)/\($0)") }
        #expect(!courses.flatMap { MergedBatch.plan(Self.runJobs($0), width: 1).batches }.isEmpty)
        let (merged, alone) = try Self.bothWays(courses)
        #expect(merged == alone)
        #expect(!merged.contains { $0.status == .failed })
    }
}
