import CoursecTestSupport
import CourseModel
import Foundation
import Testing

/// Control characters that a snippet prints, or that a lesson's file name holds, never
/// reach the terminal raw: the reports show them as Swift escapes (`\u{1B}`).
@Suite(.tags(.compiles)) struct ControlCharacterTests {
    /// A title and clear-screen sequence, and C1's CSI, printed where "title" is expected;
    /// then a crash whose message holds one.
    static let lesson = #"""
        ---
        id: controls
        title: Controls
        ---

        ```swift run
        print("title\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m")
        ```

        ```output
        title
        ```

        ```swift run
        print("before")
        fatalError("boom\u{1B}[2J")
        ```

        ```output
        before
        ```

        """#

    func withFixture(_ body: (FixtureCourse, String) throws -> Void) throws {
        try FixtureCourse.withLesson("controls", Self.lesson, body)
    }

    @Test func theTextReportShowsPrintedAndCrashMessageControlCharactersAsEscapes() throws {
        try withFixture { fixture, file in
            let run = CLIRun.run(["verify"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == #"""
                \#(file):10: error: output differs from what the snippet prints (1 bayat)
                  11 bayat   expected: title | actual: title\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m
                \#(file):14: error: the snippet crashed (signal 4, SIGILL): \#(file):16: Fatal error: boom\u{1B}[2J
                  20 uyumlu  expected: before | actual: before

                """#)
            #expect(run.out == "0 passed, 2 failed, 0 skipped\n")

            let github = CLIRun.run(["verify", "--format", "github"], in: fixture.root)
            #expect(!github.out.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
            #expect(github.out.contains(#"actual: title\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m"#))
        }
    }

    @Test func theJSONReportEscapesEveryControlCharacterTheJSONWay() throws {
        try withFixture { fixture, _ in
            let run = CLIRun.run(["verify", "--format", "json"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.out.contains(#""actual": "title\u001b]0;owned\u0007\u001b[2J\u009b31m""#))
            let parsed = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]]
            let lines = parsed?.first?["lines"] as? [[String: Any]]
            #expect(lines?.first?["actual"] as? String == "title\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m")
        }
    }

    @Test func theJUnitReportShowsControlCharactersAsEscapesAndStaysWellFormed() throws {
        try withFixture { fixture, file in
            let report = fixture.root + "/junit.xml"
            #expect(CLIRun.run(["verify", "--junit", report], in: fixture.root).status == 1)
            let failures = try JUnitReportFile.read(report).descendants(named: "failure")
            #expect(failures.map(\.textContent) == [
                #"\#(file):10: error: output differs from what the snippet prints (1 bayat)"#
                    + "\n" + #"  11 bayat   expected: title | actual: title\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m"#,
                #"\#(file):14: error: the snippet crashed (signal 4, SIGILL): \#(file):16: Fatal error: boom\u{1B}[2J"#
                    + "\n" + "  20 uyumlu  expected: before | actual: before",
            ])
        }
    }

    @Test func aFileNameWithAnEscapeSequenceIsPrintedWithItEscaped() throws {
        let fixture = try FixtureCourse(id: "named", lessons: ["named"])
        defer { fixture.remove() }
        try fixture.write("tr/01-named\u{1B}[2J.md", "---\nid: named\ntitle: Named\n---\n\nText.\n")
        let run = CLIRun.run(["verify"], in: fixture.root)
        #expect(run.status == 1)
        #expect(run.err == #"""
            \#(fixture.path("tr/01-named"))\u{1B}[2J.md:2: error: file name '01-named\u{1B}[2J.md' does not match the lesson id 'named' (name it NN-named.md)

            """#)
    }
}
