import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// `group=NAME`: the blocks of a lesson that share a group are one program, each block
/// judged from what it printed; `swift setup` runs in its place; `swift compile-error`
/// must be rejected at its own lines (docs/format.md, "Groups").
@Suite(.tags(.compiles)) struct GroupTests {
    /// The results of a one-lesson course (no support files) holding `body` after its front matter.
    static func verify(_ body: String, strictMessages: Bool = false) throws -> (results: [SnippetResult], file: String) {
        let folder = TemporaryDirectory("coursec-groups")
        defer { folder.remove() }
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        let file = folder.write("courses/c/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n" + body)
        let course = try CourseLoader().loadCourse(directory: folder.file("courses/c"))
        var options = VerifierOptions()
        options.limits.runSeconds = 10
        options.strictMessages = strictMessages
        return (try Verifier(options: options).verify([course]), file)
    }

    static func summary(_ results: [SnippetResult]) -> [String] {
        results.map { "\($0.line) \($0.role.rawValue) \($0.status.rawValue) \($0.reason ?? "-")" }
    }

    @Test func aSecondBlockUsesTheFirstBlocksVariableAndFunction() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=counting
            var count = 2
            func doubled(_ value: Int) -> Int { value * 2 }
            print("start \\(count)")
            ```

            ```output
            start 2
            ```

            Later the text goes on.

            ```swift run group=counting
            count += 1
            print(doubled(count))
            ```

            ```output
            6
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "18 run passed -"])
        #expect(results.map(\.group) == ["counting", "counting"])
        #expect(results.map { $0.lines.map(\.actual) } == [["start 2"], ["6"]])
    }

    @Test func aWrongOutputInTheSecondBlockFailsAtItsLineOnly() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=g
            let name = "Ada"
            print(name)
            ```

            ```output
            Ada
            ```

            ```swift run group=g
            print(name.count)
            print(name.uppercased())
            ```

            ```output
            3
            ada
            ```

            """)
        #expect(Self.summary(results) == [
            "6 run passed -",
            "20 run failed output differs from what the snippet prints (1 differs)",
        ])
        #expect(results[1].lines == [
            SnippetResult.Line(lessonLine: 21, verdict: .matches, expected: "3", actual: "3"),
            SnippetResult.Line(lessonLine: 22, verdict: .differs, expected: "ada", actual: "ADA"),
        ])
    }

    @Test func aCrashInTheThirdBlockKeepsTheVerdictsOfTheFirstTwo() throws {
        let (results, file) = try Self.verify("""
            ```swift run group=g
            let values = [1, 2]
            print(values.count)
            ```

            ```output
            2
            ```

            ```swift run group=g
            print(values[1])
            ```

            ```output
            3
            ```

            ```swift run group=g
            print("before")
            print(values[5])
            ```

            ```output
            before
            ```

            ```swift run group=g
            print("never")
            ```

            ```output
            never
            ```

            """)
        #expect(Self.summary(results) == [
            "6 run passed -",
            "19 run failed output differs from what the snippet prints (1 differs)",
            "23 run failed the snippet crashed (signal 4, SIGILL): Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range (at \(file):25)",
            "32 run skipped not run: its group's program stopped in the block at line 23",
        ])
        #expect(results[2].lines == [SnippetResult.Line(lessonLine: 29, verdict: .matches, expected: "before", actual: "before")])
    }

    @Test func aCompileErrorIsReportedAtItsOwnBlockAndTheBlockBeforeStillRuns() throws {
        let (results, file) = try Self.verify("""
            ```swift run group=g
            let total = 1
            print(total)
            ```

            ```output
            1
            ```

            ```swift run group=g
            print(totl)
            ```

            ```output
            1
            ```

            """)
        #expect(Self.summary(results) == [
            "6 run passed -",
            "16 run failed cannot find 'totl' in scope",
        ])
        #expect(results[1].diagnostics == [
            SnippetResult.Diagnostic(location: SourceLocation(file: file, line: 16), column: 7, message: "cannot find 'totl' in scope"),
        ])
    }

    @Test func aCompileErrorInTheSecondOfFourBlocksLeavesTheLaterBlocksTheirOwnVerdicts() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=g
            let base = 10
            print(base)
            ```

            ```output
            10
            ```

            ```swift run group=g
            let label: Int = "ten"
            print(label)
            ```

            ```output
            ten
            ```

            ```swift run group=g
            print(base + 1)
            ```

            ```output
            11
            ```

            ```swift run group=g
            print(base * 3)
            ```

            ```output
            31
            ```

            """)
        #expect(Self.summary(results) == [
            "6 run passed -",
            "16 run failed cannot convert value of type 'String' to specified type 'Int'",
            "24 run passed -",
            "36 run failed output differs from what the snippet prints (1 differs)",
        ])
        #expect(results[3].lines == [SnippetResult.Line(lessonLine: 37, verdict: .differs, expected: "31", actual: "30")])
    }

    @Test func aBlockUsingWhatABlockThatDoesNotCompileDeclaresFailsNamingThatBlock() throws {
        let (results, file) = try Self.verify("""
            ```swift run group=g
            print("start")
            ```

            ```output
            start
            ```

            ```swift run group=g
            let greeting: String = 42
            print(greeting)
            ```

            ```output
            42
            ```

            ```swift run group=g
            print(greeting)
            ```

            ```output
            42
            ```

            ```swift run group=g
            print("end")
            ```

            ```output
            end
            ```

            """)
        #expect(Self.summary(results) == [
            "6 run passed -",
            "15 run failed cannot convert value of type 'Int' to specified type 'String'",
            "24 run failed cannot find 'greeting' in scope ('greeting' is declared by the block at \(file):14, which does not compile and is left out)",
            "31 run passed -",
        ])
        #expect(results[2].diagnostics.map(\.location) == [SourceLocation(file: file, line: 24)])
    }

    @Test func aBlockThatNeverClosesItsBraceIsLeftOutAloneAndTheBlocksAfterItRun() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=g
            print(1)
            ```

            ```output
            1
            ```

            ```swift typecheck group=g
            func one() -> Int {
                return 1
            ```

            ```swift run group=g
            func two() -> Int { 2 }
            print(two())
            ```

            ```output
            2
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "14 typecheck failed expected '}' at end of brace statement", "19 run passed -"])
        #expect(results[1].diagnostics.flatMap(\.notes).map(\.location.line) == [15])
    }

    @Test func aSetupBlockDeclaresWhatTheFirstBlockUses() throws {
        let (results, _) = try Self.verify("""
            ```swift setup group=g
            struct Temperature { var celsius: Double }
            let today = Temperature(celsius: 21.5)
            ```

            ```swift run group=g
            print(today.celsius)
            ```

            ```output
            21.5
            ```

            """)
        #expect(Self.summary(results) == ["6 setup passed -", "11 run passed -"])
    }

    @Test func whatATaskPrintsLateDuringTheUnjudgedBlocksAfterItsBlockIsThatBlocksOutput() throws {
        let (results, _) = try Self.verify("""
            ```swift setup group=g
            import Foundation
            let done = DispatchSemaphore(value: 0)
            ```

            ```swift run group=g
            Task {
                try? await Task.sleep(nanoseconds: 300_000_000)
                print("from the task")
                done.signal()
            }
            // Prints "from the task"
            ```

            ```swift setup group=g
            done.wait()
            ```

            ```swift run group=g
            print("after")
            ```

            ```output
            after
            ```

            """)
        #expect(Self.summary(results) == ["6 setup passed -", "11 run passed -", "20 setup passed -", "24 run passed -"])
        #expect(results[1].lines.map(\.actual) == ["from the task"])
        #expect(results[2].printed == "")
    }

    @Test func aTypecheckInAGroupRunsInItsPlaceAndItsOutputIsShownNotJudged() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=g
            var steps = ["a"]
            print(steps)
            ```

            ```output
            ["a"]
            ```

            ```swift typecheck group=g
            steps.append("b")
            print("anything at all")
            ```

            ```swift run group=g
            print(steps.count)
            ```

            ```output
            2
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "15 typecheck passed -", "20 run passed -"])
        #expect(results.map(\.printed) == [nil, "anything at all\n", nil])
        #expect(results.map(\.check) == [.run, .run, .run])
    }

    @Test func aCompileErrorBlockPassesWhenRejectedAtItsOwnLineWithTheStatedMessages() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=g
            let limit = 3
            print(limit)
            ```

            ```output
            3
            ```

            <!-- error 2: cannot find 'undeclared' in scope -->

            ```swift compile-error group=g
            let sum = limit + 1
            print(undeclared)
            limit = 4 // Error: cannot assign to value: 'limit' is a 'let' constant
            ```

            ```swift compile-error
            let word: Int = "text"
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "17 compile-error passed -", "23 compile-error passed -"])
        #expect(results[1].diagnostics.map(\.location.line) == [19, 20])
    }

    @Test func aCompileErrorRejectedAtItsStatedLineInOtherWordsPassesWithBothMessagesUnlessStrict() throws {
        // Compilers reword their errors between releases; the lesson's line is still refused.
        let body = """
            ```swift compile-error
            let limit = 3
            limit = 4 // Error: cannot change a constant
            ```

            <!-- error: cannot find 'nothing' in scope -->
            ```swift compile-error
            print(missing)
            ```

            """
        let (lenient, _) = try Self.verify(body)
        let (strict, _) = try Self.verify(body, strictMessages: true)

        #expect(Self.summary(lenient) == [
            "6 compile-error passed -",
            // With no line stated, the words are all the block says: they must match.
            "12 compile-error failed swiftc does not give the error this block expects, 'cannot find 'nothing' in scope'; it gives line 13: cannot find 'missing' in scope",
        ])
        #expect(lenient.map(\.note) == [
            "swiftc rejects the stated line in other words (--strict-messages fails it): on line 8 the lesson expects 'cannot change a constant'; this swiftc says 'cannot assign to value: 'limit' is a 'let' constant'",
            nil,
        ])
        #expect(Self.summary(strict)[0] ==
            "8 compile-error failed swiftc does not give the error this block expects on line 8, 'cannot change a constant'; it gives line 8: cannot assign to value: 'limit' is a 'let' constant")
    }

    @Test func aCompileErrorBlockFailsWhenItCompilesOrTheErrorIsElsewhereOrAnother() throws {
        let (results, _) = try Self.verify("""
            ```swift compile-error
            let fine = 1
            print(fine)
            ```

            ```swift run group=g
            print(missing)
            ```

            ```output
            x
            ```

            ```swift compile-error group=g
            print("this line compiles")
            ```

            <!-- error: cannot find 'nothing' in scope -->
            ```swift compile-error
            let x: Int = "y"
            ```

            """)
        #expect(Self.summary(results) == [
            "6 compile-error failed this 'swift compile-error' block compiles; swiftc must reject it with an error on one of its lines",
            "12 run failed cannot find 'missing' in scope",
            "19 compile-error failed swiftc rejects another line than this block's (\(results[0].file):12: cannot find 'missing' in scope); a 'swift compile-error' block must fail on one of its own lines",
            "24 compile-error failed swiftc does not give the error this block expects, 'cannot find 'nothing' in scope'; it gives line 25: cannot convert value of type 'String' to specified type 'Int'",
        ])
    }

    @Test func aBlockDeclaringAgainANameOfTheGroupStartsAProgramOfItsOwn() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=points
            struct Point { var x: Int }
            print(Point(x: 1))
            ```

            ```output
            Point(x: 1)
            ```

            ```swift run group=points
            struct Point { var x: Int; var y: Int }
            let origin = Point(x: 0, y: 0)
            print(origin)
            ```

            ```output
            Point(x: 0, y: 0)
            ```

            ```swift run group=points
            print(origin.y)
            ```

            ```output
            0
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "15 run passed -", "25 run passed -"])
    }

    @Test func anOverloadInALaterBlockStaysInTheProgramAndASameSignatureStartsANewOne() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=greetings
            func greet(person: String) -> String { "Hello, " + person }
            func describe(_ value: Int) -> String { "number \\(value)" }
            print(greet(person: "Ana"))
            ```

            ```output
            Hello, Ana
            ```

            ```swift run group=greetings
            func greet(person: String, loudly: Bool) -> String { greet(person: person).uppercased() }
            func describe(_ value: String) -> String { "text \\(value)" }
            print(greet(person: "Bo", loudly: true))
            print(describe(2), describe("two"))
            ```

            ```output
            HELLO, BO
            number 2 text two
            ```

            ```swift run group=greetings
            func greet(person name: String) -> String { "Hi, " + name }
            print(greet(person: "Cy"))
            ```

            ```output
            Hi, Cy
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "16 run passed -", "28 run passed -"])
    }

    @Test func theGroupsProgramCompilesOnceAndRunsOnceWhateverItsBlocks() throws {
        let folder = TemporaryDirectory("coursec-groups")
        defer { folder.remove() }
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        folder.write("courses/c/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n" + (1...5).map { "```swift run group=g\nprint(\($0))\n```\n\n```output\n\($0)\n```\n\n" }.joined())
        let course = try CourseLoader().loadCourse(directory: folder.file("courses/c"))
        var options = VerifierOptions(cacheDirectory: folder.file("cache"))
        options.limits.runSeconds = 10
        let results = try Verifier(options: options).verify([course])
        #expect(results.map(\.status) == Array(repeating: .passed, count: 5))
        let entries = try FileManager.default.subpathsOfDirectory(atPath: folder.file("cache")).filter { !$0.hasPrefix("interfaces") && $0.hasSuffix(".json") }
        #expect(entries.count == 1)
    }

    @Test func changingOneBlockOfAGroupVerifiesThatWholeGroupAgainAndNoOther() throws {
        let folder = TemporaryDirectory("coursec-groups")
        defer { folder.remove() }
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        func lesson(_ first: Int) -> String {
            "---\nid: a\ntitle: A\n---\n\n"
                + "```swift run group=one\nlet a = \(first)\nprint(a)\n```\n\n```output\n\(first)\n```\n\n"
                + "```swift run group=one\nprint(a + 1)\n```\n\n```output\n\(first + 1)\n```\n\n"
                + "```swift run group=two\nlet b = 7\nprint(b)\n```\n\n```output\n7\n```\n"
        }
        folder.write("courses/c/en/01-a.md", lesson(1))
        var options = VerifierOptions(cacheDirectory: folder.file("cache"))
        options.limits.runSeconds = 10
        let verifier = try Verifier(options: options)
        let first = verifier.verify([try CourseLoader().loadCourse(directory: folder.file("courses/c"))])
        #expect(first.map(\.status) == [.passed, .passed, .passed])
        folder.write("courses/c/en/01-a.md", lesson(5))
        let second = verifier.verify([try CourseLoader().loadCourse(directory: folder.file("courses/c"))])
        #expect(second.map(\.status) == [.passed, .passed, .passed])
        #expect(second.map(\.cached) == [false, false, true])
    }

    @Test func aBlockThatFloodsItsOutputFailsAloneAndTheBlockBeforeKeepsWhatItPrinted() throws {
        let (results, _) = try Self.verify("""
            ```swift run group=g
            print("first")
            ```

            ```output
            first
            ```

            ```swift run group=g
            for _ in 0..<200_000 { print("0123456789") }
            ```

            ```output
            0123456789
            ```

            """)
        #expect(Self.summary(results) == ["6 run passed -", "14 run failed printed more than 1 MiB"])
    }

    @Test func aSetupBlockOnItsOwnIsTypecheckedOrWithExpectedOutputRun() throws {
        let (results, _) = try Self.verify("""
            ```swift setup
            let unused = 1
            ```

            ```swift setup
            print("ready")
            ```

            ```output
            steady
            ```

            """)
        #expect(Self.summary(results) == ["6 setup passed -", "14 setup failed output differs from what the snippet prints (1 differs)"])
        #expect(results.map(\.check) == [.typecheck, .run])
    }
}
