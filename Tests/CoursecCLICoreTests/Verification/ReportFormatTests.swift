import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// `coursec verify` as a user runs it: formats, the JUnit file, exit statuses.
@Suite(.tags(.compiles)) struct ReportFormatTests {
    static let lesson = """
        ---
        id: report
        title: Rapor
        ---

        ```swift run
        print("uyumlu: 1")
        ```

        ```output
        uyumlu: 1
        ```

        ```swift run
        print("a, b: 100%")
        ```

        ```output
        a, b: 99%
        ```

        ```swift ignore
        let later = 1
        ```

        """

    /// Runs `coursec` in a fresh fixture holding the report lesson; the first run
    /// of each test compiles, later ones in the same fixture use its cache.
    func withFixture(_ body: (FixtureCourse, String) throws -> Void) throws {
        try FixtureCourse.withLesson("report", Self.lesson, body)
    }

    @Test func textReportPrintsFailuresOnStandardErrorAndTheSummaryLast() throws {
        try withFixture { fixture, file in
            let run = CLIRun.run(["verify"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == """
                \(file):18: error: output differs from what the snippet prints (1 bayat)
                  19 bayat   expected: a, b: 99% | actual: a, b: 100%

                """)
            #expect(run.out == "1 passed, 1 failed, 1 skipped\n")
        }
    }

    @Test func jsonReportHasOneObjectPerSnippetWithTheDocumentedKeys() throws {
        try withFixture { fixture, file in
            let run = CLIRun.run(["verify", "--format", "json"], in: fixture.root)
            #expect(run.status == 1)
            let seconds = try Regex(#""seconds": [0-9]+\.[0-9]{3}"#)
            let stable = run.out.replacing(seconds, with: #""seconds": S"#)
            #expect(stable == """
                [
                  {
                    "file": "\(file)",
                    "line": 6,
                    "lang": "tr",
                    "lesson": "report",
                    "role": "run",
                    "name": "main.swift",
                    "status": "passed",
                    "reason": null,
                    "lines": [
                      {
                        "line": 11,
                        "verdict": "matches",
                        "word": "uyumlu",
                        "expected": "uyumlu: 1",
                        "actual": "uyumlu: 1"
                      }
                    ],
                    "diagnostics": [],
                    "seconds": S,
                    "cached": false,
                    "check": "run",
                    "group": null
                  },
                  {
                    "file": "\(file)",
                    "line": 18,
                    "lang": "tr",
                    "lesson": "report",
                    "role": "run",
                    "name": "main.swift",
                    "status": "failed",
                    "reason": "output differs from what the snippet prints (1 bayat)",
                    "lines": [
                      {
                        "line": 19,
                        "verdict": "differs",
                        "word": "bayat",
                        "expected": "a, b: 99%",
                        "actual": "a, b: 100%"
                      }
                    ],
                    "diagnostics": [],
                    "seconds": S,
                    "cached": false,
                    "check": "run",
                    "group": null
                  },
                  {
                    "file": "\(file)",
                    "line": 22,
                    "lang": "tr",
                    "lesson": "report",
                    "role": "ignore",
                    "name": null,
                    "status": "skipped",
                    "reason": "not checked (swift ignore)",
                    "lines": [],
                    "diagnostics": [],
                    "seconds": S,
                    "cached": false,
                    "check": "skip",
                    "group": null
                  }
                ]

                """)
        }
    }

    /// At the differing expected line (19), where the author edits, not at the fence (18).
    @Test func githubReportAnnotatesEachFailureAtItsDifferingLineWithEscapedText() throws {
        try withFixture { fixture, file in
            let run = CLIRun.run(["verify", "--format=github"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.out == """
                ::error file=\(file),line=19::output differs from what the snippet prints (1 bayat)%0A  19 bayat   expected: a, b: 99%25 | actual: a, b: 100%25
                1 passed, 1 failed, 1 skipped

                """)
            #expect(run.err == "")
        }
    }

    @Test func junitReportParsesBackWithOneTestCasePerSnippet() throws {
        try withFixture { fixture, file in
            let report = fixture.root + "/reports/junit.xml"
            try FileManager.default.createDirectory(atPath: fixture.root + "/reports", withIntermediateDirectories: true)
            let run = CLIRun.run(["verify", "--junit", "reports/junit.xml"], in: fixture.root)
            #expect(run.status == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/reports") == ["junit.xml"])

            let root = try JUnitReportFile.read(report)
            #expect(root.name == "testsuites")
            #expect(root.attribute("tests") == "3")
            #expect(root.attribute("failures") == "1")
            #expect(root.attribute("skipped") == "1")
            let suites = root.elements(named: "testsuite")
            #expect(suites.map { $0.attribute("name") } == [file])
            let cases = suites.first?.elements(named: "testcase") ?? []
            #expect(cases.map { $0.attribute("name") } == ["\(file):6 run main.swift", "\(file):18 run main.swift", "\(file):22 ignore"])
            #expect(cases.map { $0.attribute("classname") } == Array(repeating: "report.tr.report", count: 3))
            #expect(cases[0].children.isEmpty)
            let failure = try #require(cases[1].elements(named: "failure").first)
            #expect(failure.attribute("message") == "output differs from what the snippet prints (1 bayat)")
            #expect(failure.textContent == """
                \(file):18: error: output differs from what the snippet prints (1 bayat)
                  19 bayat   expected: a, b: 99% | actual: a, b: 100%
                """)
            #expect(cases[2].elements(named: "skipped").first?.attribute("message") == "not checked (swift ignore)")
        }
    }

    @Test func refusesAJUnitFileInAMissingFolderBeforeCompilingAnything() throws {
        try withFixture { fixture, _ in
            let run = CLIRun.run(["verify", "--junit", "missing/junit.xml"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == "\(fixture.root)/missing/junit.xml: error: cannot write the JUnit report: its folder does not exist or is not writable\n")
            #expect(run.out == "")
            #expect(!FileManager.default.fileExists(atPath: fixture.root + "/missing"))
            // Nothing was compiled, so nothing was cached either.
            #expect(!FileManager.default.fileExists(atPath: fixture.cacheDirectory))
        }
    }

    @Test func exitsZeroWhenEverySnippetOfTheGivenLessonPasses() throws {
        try withFixture { fixture, _ in
            try fixture.write("tr/01-report.md", LessonText.make(id: "report", runs: [("print(1)", "1")]))
            let run = CLIRun.run(["verify", "courses/report/tr/01-report.md"], in: fixture.root)
            #expect(run.status == 0)
            #expect(run.out == "1 passed, 0 failed, 0 skipped\n")
            #expect(run.err == "")
        }
    }

    @Test func exitsOneWithFileAndLineForALessonError() throws {
        try withFixture { fixture, file in
            try fixture.write("tr/01-report.md", "---\nid: report\ntitle: Rapor\n---\n\n```output\n1\n```\n")
            let run = CLIRun.run(["verify", "courses/report"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == "\(file):6: error: an output block must follow a 'swift run' block, and this one has none before it\n")
            #expect(run.out == "")
        }
    }

    @Test func exitsOneForAPathThatDoesNotExist() throws {
        try withFixture { fixture, _ in
            let run = CLIRun.run(["verify", "courses/nothing"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.err == "\(fixture.root)/courses/nothing: error: no such file or folder\n")
        }
    }

    @Test(arguments: [["--format", "xml"], ["--timeout", "0"], ["--jobs", "none"], ["--colour"], ["--shard", "4/3"]])
    func exitsSixtyFourOnAUsageError(_ arguments: [String]) throws {
        let run = CLIRun.run(["verify"] + arguments, in: NSTemporaryDirectory())
        #expect(run.status == 64)
        #expect(run.err.hasSuffix("usage: coursec verify [PATH...] [--jobs N] [--format text|json|github] [--junit FILE] [--timeout SECONDS] [--no-cache] [--cache-dir DIR] [--no-sandbox] [--bless] [--courses DIR] [--no-merge] [--strict-messages] [--shard K/N]\n"))
    }
}
