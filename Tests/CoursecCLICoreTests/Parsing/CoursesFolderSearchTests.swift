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

    @Test func newLessonListsALessonFileThatCourseJSONDoesNotListYet() {
        folder.write("courses/demo/en/02-extra.md", "---\nid: extra\ntitle: Extra\n---\n\nText.\n")
        let before = CLIRun.run(["status"], in: folder.path)
        #expect(before.err == "\(folder.path)/courses/demo/en/02-extra.md:2: error: lesson 'extra' is not listed in \(folder.path)/courses/demo/course.json 'lessons'\n")
        let run = CLIRun.run(["new", "lesson", "demo/extra"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == "wrote courses/demo/course.json (lists courses/demo/en/02-extra.md, which was there already)\n")
        #expect(folder.read("courses/demo/en/02-extra.md") == "---\nid: extra\ntitle: Extra\n---\n\nText.\n")
        #expect(CLIRun.run(["status"], in: folder.path).status == 0)
        // Listed once: asked again, it is a lesson that exists.
        #expect(CLIRun.run(["new", "lesson", "demo/extra"], in: folder.path).status != 0)
    }

    @Test func withNoCoursesFolderAnywhereTheErrorSaysWhatToDo() {
        let empty = TemporaryDirectory("coursec-nowhere")
        let run = CLIRun.run(["status"], in: empty.path)
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == "courses: error: no courses folder here or in any folder above \(empty.path); run coursec in the folder that holds courses/, give --courses DIR, or start a course with 'coursec new course ID --lang LANG'\n")
    }
}
