import CoursecTestSupport
import Foundation
import Testing

@Suite(.tags(.compiles)) struct NewCommandTests {
    @Test func aNewCourseAndLessonVerifyAndBuildAsTheyAre() throws {
        let directory = TemporaryDirectory("new")
        defer { directory.remove() }
        let course = CLIRun.run(["new", "course", "demo", "--lang", "tr", "--courses", "lessons"], in: directory.path)
        #expect(course.status == 0, "\(course.err)")
        #expect(course.out == "wrote lessons/demo/tr/01-hos-geldiniz.md\nwrote lessons/demo/course.json\nwrote lessons/site.json\nwrote .gitignore\n")
        #expect(directory.read(".gitignore") == "site/\n.coursec-cache/\n")
        let lesson = CLIRun.run(["new", "lesson", "demo/first", "--courses", "lessons"], in: directory.path)
        #expect(lesson.out == "wrote lessons/demo/tr/02-first.md\nwrote lessons/demo/course.json\n")
        #expect(directory.read("lessons/demo/course.json") == """
            {
              "title": {
                "tr": "Demo"
              },
              "sourceLanguage": "tr",
              "lessons": [
                "hos-geldiniz",
                "first"
              ]
            }

            """)
        #expect(directory.read("lessons/demo/tr/02-first.md") == """
            ---
            id: first
            title: First
            summary: Bu dersin özeti.
            order: 2
            ---

            ## İlk adım

            Bu program bir satır yazdırır; altındaki çıktı, yazdırdığıyla aynı olmalı.

            ```swift run
            print("Merhaba!")
            ```

            ```output
            Merhaba!
            ```

            """)
        let verify = CLIRun.run(["verify", "--courses", "lessons", "--no-cache"], in: directory.path)
        #expect(verify.status == 0, "\(verify.out)\(verify.err)")
        #expect(verify.out.hasSuffix("2 passed, 0 failed, 0 skipped\n"))
        let status = CLIRun.run(["status", "--strict", "--courses", "lessons"], in: directory.path)
        #expect(status.status == 0, "\(status.err)")
    }

    @Test func aNewCourseLeavesAGitignoreThatIsThereAsItIs() throws {
        let directory = TemporaryDirectory("new")
        directory.write(".gitignore", "*.o\n")
        let course = CLIRun.run(["new", "course", "demo", "--lang", "en"], in: directory.path)
        #expect(course.status == 0, "\(course.err)")
        #expect(course.out == "wrote courses/demo/en/01-welcome.md\nwrote courses/demo/course.json\nwrote courses/site.json\n")
        #expect(directory.read(".gitignore") == "*.o\n")
    }

    @Test func anExistingLessonOrAMalformedIdIsRefused() throws {
        let directory = TemporaryDirectory("new")
        defer { directory.remove() }
        _ = CLIRun.run(["new", "course", "demo", "--lang", "en"], in: directory.path)
        let again = CLIRun.run(["new", "lesson", "demo/welcome"], in: directory.path)
        #expect(again.status == 1)
        #expect(again.err.hasSuffix("courses/demo/course.json: error: lesson 'welcome' exists already in this course\n"))
        let bad = CLIRun.run(["new", "course", "Demo Course", "--lang", "en"], in: directory.path)
        #expect(bad.status == 64)
        #expect(bad.err.hasPrefix("error: a course id is lower-case letters, digits and '-', starting with a letter (such as 'swift-basics'), not 'Demo Course'\n"))
        #expect(CLIRun.run(["new", "course", "other"], in: directory.path).status == 64)
    }

    @Test func aLessonForACourseThatIsNotThereNamesTheCoursesThatAre() throws {
        let directory = TemporaryDirectory("new")
        defer { directory.remove() }
        _ = CLIRun.run(["new", "course", "demo", "--lang", "en"], in: directory.path)
        let missing = CLIRun.run(["new", "lesson", "nope/first"], in: directory.path)
        #expect(missing.status == 1)
        #expect(missing.out == "")
        #expect(missing.err == "courses: error: no course 'nope' here (courses: demo); make it with 'coursec new course nope --lang LANG'\n")
        #expect(!FileManager.default.fileExists(atPath: directory.file("courses/nope")))
    }
}
