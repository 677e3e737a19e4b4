import CoursecTestSupport
import Foundation
import Testing

/// Run from inside a course, a command finds the courses folder above, as git finds
/// `.git`; where there is none, it says exactly what to do.
@Suite struct CoursesFolderSearchTests {
    let folder = TemporaryDirectory("coursec-upward")

    init() {
        folder.write("courses/demo/course.json", #"{"title": {"en": "Demo"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        folder.write("courses/demo/en/01-a.md", "---\nid: a\ntitle: A\n---\n\nText.\n")
    }

    @Test func statusFromALanguageFolderOfACourseReadsTheCoursesFolderAbove() {
        let fromRoot = CLIRun.run(["status"], in: folder.path)
        let inside = CLIRun.run(["status"], in: folder.file("courses/demo/en"))
        #expect(fromRoot.status == 0)
        #expect(inside.status == 0)
        #expect(inside.err == "")
        #expect(inside.out == fromRoot.out)
        #expect(inside.out.hasPrefix("lesson  en\ndemo/a  original\n"))
    }

    @Test func newLessonFromInsideTheCourseAddsItToThatCourse() {
        let run = CLIRun.run(["new", "lesson", "demo/second"], in: folder.file("courses/demo"))
        #expect(run.status == 0)
        #expect(folder.exists("courses/demo/en/02-second.md"))
        #expect(!folder.exists("courses/demo/courses"))
    }

    @Test func withNoCoursesFolderAnywhereTheErrorSaysWhatToDo() {
        let empty = TemporaryDirectory("coursec-nowhere")
        let run = CLIRun.run(["status"], in: empty.path)
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == "courses: error: no courses folder here or in any folder above \(empty.path); run coursec in the folder that holds courses/, give --courses DIR, or start a course with 'coursec new course ID --lang LANG'\n")
    }
}
