import CourseModel
import CourseParsing
import CoursecSupport
import SnippetVerification
import Testing

/// The errors of a load as the reports show them, without compiling anything: which
/// lesson each belongs to, and each report's form for an error with a line, about a
/// whole file, or of a course.
@Suite struct ReportedErrorTests {
    static let typo = CourseError("unknown front matter key 'titel'", at: SourceLocation(file: "courses/c/tr/02-b.md", line: 3))
    static let fence = CourseError("unknown word 'runn'", at: SourceLocation(file: "courses/c/tr/02-b.md", line: 9))
    static let manifest = CourseError("this folder has lesson folders but no course.json, so it is not a course", file: "courses/x")

    static let load = CourseLoad(
        broken: [BrokenLesson(file: "courses/c/tr/02-b.md", course: "c", language: "tr", id: "b", errors: [typo, fence])],
        errors: [typo, fence, manifest])

    @Test func eachErrorKeepsTheBrokenLessonItBelongsToInTheOrderPrinted() {
        #expect(ReportedError.all(in: Self.load) == [
            ReportedError(Self.typo, kind: .lesson, course: "c", language: "tr", lesson: "b", lessonFile: "courses/c/tr/02-b.md"),
            ReportedError(Self.fence, kind: .lesson, course: "c", language: "tr", lesson: "b", lessonFile: "courses/c/tr/02-b.md"),
            ReportedError(Self.manifest, kind: .course),
        ])
    }

    /// An error that names no file of its own is shown at its broken lesson's file.
    @Test func anErrorOfNoFileIsAtItsLessonsFile() {
        let unplaced = CourseError("the lesson is empty")
        let load = CourseLoad(broken: [BrokenLesson(file: "courses/c/tr/03-e.md", course: "c", language: "tr", id: "e", errors: [unplaced])], errors: [unplaced])
        #expect(GitHubReport.lines([], errors: ReportedError.all(in: load), summary: nil) == ["::error file=courses/c/tr/03-e.md::the lesson is empty"])
    }

    @Test func githubAnnotatesAnErrorAtItsLineOrOnItsWholeFile() {
        #expect(GitHubReport.lines([], errors: ReportedError.all(in: Self.load), summary: nil) == [
            "::error file=courses/c/tr/02-b.md,line=3::unknown front matter key 'titel'",
            "::error file=courses/c/tr/02-b.md,line=9::unknown word 'runn'",
            // A comma is escaped in the file property only.
            "::error file=courses/x::this folder has lesson folders but no course.json, so it is not a course",
        ])
        #expect(GitHubReport.lines([], errors: [ReportedError(CourseError("no courses"), kind: .course)], summary: nil) == [
            "::error::no courses",
        ])
    }

    @Test func junitGivesAFileOneTestCaseWhoseErrorHoldsEveryErrorOfIt() throws {
        let root = JUnitReport.document([], errors: ReportedError.all(in: Self.load))
        #expect(["tests", "failures", "errors", "skipped"].map { root.attribute($0) } == ["2", "0", "2", "0"])
        let cases = root.elements.filter { $0.name == "testsuite" }.flatMap { $0.elements.filter { $0.name == "testcase" } }
        #expect(cases.map { $0.attribute("name") } == ["courses/c/tr/02-b.md:3 lesson", "courses/x course"])
        #expect(cases.map { $0.attribute("classname") } == ["c.tr.b", "courses/x"])
        let errors = cases.map { $0.elements.first { $0.name == "error" } }
        #expect(errors.map { $0?.attribute("type") } == ["lesson error", "course error"])
        #expect(errors.first??.textContent == """
            courses/c/tr/02-b.md:3: error: unknown front matter key 'titel'
            courses/c/tr/02-b.md:9: error: unknown word 'runn'
            """)
    }

    @Test func jsonGivesAnErrorAboutAWholeFileANullLineAndACoursesErrorNoLesson() {
        #expect(JSONReport.value([], errors: [ReportedError(Self.manifest, kind: .course)]).serialized() == """
            [{"file":"courses/x","line":null,"lang":null,"lesson":null,"role":"course","name":null,"status":"error",\
            "reason":"this folder has lesson folders but no course.json, so it is not a course","lines":[],"diagnostics":[],\
            "seconds":0.000,"cached":false,"check":"skip","group":null}]
            """)
    }
}
