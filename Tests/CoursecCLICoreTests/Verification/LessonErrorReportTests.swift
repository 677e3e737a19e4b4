import CoursecTestSupport
import CourseModel
import Foundation
import Testing

/// A lesson error in every report format: CI reads the github annotations, the JSON and
/// the JUnit file, so a lesson that was never checked must show in each, not only on
/// standard error. The course holds a broken lesson (a front matter typo) and a sound
/// one with a passing, a failing and an ignored snippet.
@Suite(.tags(.compiles)) struct LessonErrorReportTests {
    static let broken = "---\nid: broken\ntitel: Kırık\n---\n\nMetin.\n"
    static let message = "unknown front matter key 'titel' (known keys: id, title, summary, order, source, translation-of, untranslated)"

    func withFixture(_ body: (FixtureCourse, _ good: String, _ broken: String) throws -> Void) throws {
        let fixture = try FixtureCourse(id: "report", lessons: ["report", "broken"])
        defer { fixture.remove() }
        try fixture.write("tr/01-report.md", ReportFormatTests.lesson)
        try fixture.write("tr/02-broken.md", Self.broken)
        try body(fixture, fixture.path("tr/01-report.md"), fixture.path("tr/02-broken.md"))
    }

    /// The lesson error is an annotation at its line, before the failure's; the failure's
    /// is at the expected line that differs (19), not at the output block's fence (18).
    @Test func githubAnnotatesTheLessonErrorAtItsLineAndTheDifferingLineAtItsOwn() throws {
        try withFixture { fixture, good, broken in
            let run = CLIRun.run(["verify", "--format", "github"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.out == """
                ::error file=\(broken),line=3::\(Self.message)
                ::error file=\(good),line=19::output differs from what the snippet prints (1 bayat)%0A  19 bayat   expected: a, b: 99%25 | actual: a, b: 100%25
                1 passed, 1 failed, 1 skipped, 1 lesson error, 1 lesson left out

                """)
            // Annotations only: the runner shows them, and the log holds each error once.
            #expect(run.err == "")
        }
    }

    @Test func jsonHasAnErrorEntryWithTheSnippetKeysBeforeTheSnippets() throws {
        try withFixture { fixture, _, broken in
            let run = CLIRun.run(["verify", "--format", "json"], in: fixture.root)
            #expect(run.status == 1)
            // On standard error too, as before, for the reader of the log.
            #expect(run.err == "\(broken):3: error: \(Self.message)\n")
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
            #expect(entries.map { $0["status"] as? String } == ["error", "passed", "failed", "skipped"])
            let seconds = try Regex(#""seconds": [0-9]+\.[0-9]{3}"#)
            let first = run.out.replacing(seconds, with: #""seconds": S"#).components(separatedBy: "\n  },\n")[0]
            #expect(first == """
                [
                  {
                    "file": "\(broken)",
                    "line": 3,
                    "lang": "tr",
                    "lesson": "broken",
                    "role": "lesson",
                    "name": null,
                    "status": "error",
                    "reason": "\(Self.message)",
                    "lines": [],
                    "diagnostics": [],
                    "seconds": S,
                    "cached": false,
                    "check": "skip",
                    "group": null
                """)
        }
    }

    @Test func junitHasATestCaseNamedAfterTheBrokenLessonWithAnError() throws {
        try withFixture { fixture, good, broken in
            let report = fixture.root + "/junit.xml"
            let run = CLIRun.run(["verify", "--junit", report], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.out == "1 passed, 1 failed, 1 skipped, 1 lesson error, 1 lesson left out\n")
            let root = try JUnitReportFile.read(report)
            #expect(["tests", "failures", "errors", "skipped"].map { root.attribute($0) } == ["4", "1", "1", "1"])
            let suites = root.elements(named: "testsuite")
            #expect(suites.map { $0.attribute("name") } == [broken, good])
            #expect(suites.map { $0.attribute("errors") } == ["1", "0"])
            let cases = suites[0].elements(named: "testcase")
            #expect(cases.map { $0.attribute("name") } == ["\(broken):3 lesson"])
            #expect(cases.map { $0.attribute("classname") } == ["report.tr.broken"])
            #expect(cases.map { $0.attribute("line") } == ["3"])
            let error = try #require(cases.first?.elements(named: "error").first)
            #expect(error.attribute("message") == Self.message)
            #expect(error.attribute("type") == "lesson error")
            #expect(error.textContent == "\(broken):3: error: \(Self.message)")
            #expect(suites[1].elements(named: "testcase").map { $0.attribute("name") } == [
                "\(good):6 run main.swift", "\(good):18 run main.swift", "\(good):22 ignore",
            ])
        }
    }

    /// With no lesson left to verify there is no summary, but every report still holds the errors.
    @Test func aRunWhoseOnlyLessonIsBrokenStillReportsItInEveryFormat() throws {
        try withFixture { fixture, _, broken in
            let path = "courses/report/tr/02-broken.md"
            let github = CLIRun.run(["verify", "--format", "github", path], in: fixture.root)
            #expect(github.status == 1)
            #expect(github.out == "::error file=\(broken),line=3::\(Self.message)\n")
            let json = CLIRun.run(["verify", "--format", "json", path], in: fixture.root)
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
            #expect(entries.map { $0["status"] as? String } == ["error"])
            let report = fixture.root + "/junit.xml"
            #expect(CLIRun.run(["verify", "--junit", report, path], in: fixture.root).status == 1)
            let root = try JUnitReportFile.read(report)
            #expect(["tests", "failures", "errors", "skipped"].map { root.attribute($0) } == ["1", "0", "1", "0"])
        }
    }

    /// An error of no lesson (a course's support file missing) is a `course` entry, at its
    /// file and line; with every lesson of the course left out there is no summary.
    @Test func aCourseErrorIsReportedAsTheCoursesOwn() throws {
        try withFixture { fixture, _, broken in
            try fixture.write("course.json", #"{"title": {"tr": "Demo"}, "sourceLanguage": "tr", "lessons": ["report", "broken"], "support": ["Missing.swift"]}"#)
            let manifest = fixture.path("course.json")
            let missing = "support file 'Missing.swift' not found (looked for \(fixture.path("Missing.swift")))"
            let run = CLIRun.run(["verify", "--format", "github"], in: fixture.root)
            #expect(run.status == 1)
            #expect(run.out == "::error file=\(broken),line=3::\(Self.message)\n::error file=\(manifest),line=1::\(missing)\n")
            let json = CLIRun.run(["verify", "--format", "json"], in: fixture.root)
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
            #expect(entries.map { $0["role"] as? String } == ["lesson", "course"])
            #expect(entries.map { $0["status"] as? String } == ["error", "error"])
            #expect(entries.map { $0["lesson"] is NSNull } == [false, true])
        }
    }
}
