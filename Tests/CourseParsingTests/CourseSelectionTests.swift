import CourseModel
import CourseParsing
import CoursecTestSupport
import Foundation
import Testing

/// Which courses, lessons and errors `CourseLoader.load(paths:)` gives for each kind of
/// path `verify` takes, and which folder `courseDirectory(ofLesson:)` calls a lesson's course.
@Suite struct CourseSelectionTests {
    let directory = TemporaryDirectory("selection")
    static let manifest = #"{"title": {"tr": "X"}, "sourceLanguage": "tr", "lessons": ["a", "b"], "support": ["support/S.swift"]}"#
    static let broken = "---\nid: b\ntitle: B\n---\n\n```swift run\nprint(1)\n```\n"

    init() {
        directory.write("courses/x/course.json", Self.manifest)
        directory.write("courses/x/support/S.swift", "let s = 1\n")
        directory.write("courses/x/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\nMetin.\n")
        directory.write("courses/x/tr/02-b.md", Self.broken)
        directory.write("courses/x/en/01-a.md", "---\nid: a\ntitle: A\n---\n\nText.\n")
        directory.write("courses/x/en/02-b.md", "---\nid: b\ntitle: B\n---\n\nText.\n")
        directory.write("loose/tr/01-c.md", "---\nid: c\ntitle: C\n---\n\nMetin.\n")
    }

    func path(_ relative: String) -> String { directory.file(relative) }

    /// Each course's directory and its lessons' files, as the load gives them.
    func lessons(_ load: CourseLoad) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: load.courses.map { ($0.directory, $0.lessons.map(\.file)) })
    }

    var brokenError: String {
        "\(path("courses/x/tr/02-b.md")):6: error: this 'swift run' block has no output block after it (add an 'output' fence with what it prints, or write it in comments: // Prints \"…\")"
    }

    @Test func aFolderOfCoursesGivesEverySoundLessonAndEveryError() {
        let load = CourseLoader().load(paths: [path("courses")])
        #expect(lessons(load) == [path("courses/x"): [path("courses/x/en/01-a.md"), path("courses/x/en/02-b.md"), path("courses/x/tr/01-a.md")]])
        #expect(load.broken.map(\.file) == [path("courses/x/tr/02-b.md")])
        #expect(load.errors.map(\.description) == [brokenError])
    }

    @Test func aLessonFileComesWithItsCourseSupportFilesAndNotItsNeighboursErrors() {
        let load = CourseLoader().load(paths: [path("courses/x/en/01-a.md")])
        #expect(lessons(load) == [path("courses/x"): [path("courses/x/en/01-a.md")]])
        #expect(load.courses.map { $0.supportFiles.map(\.path) } == [["support/S.swift"]])
        #expect(load.broken.isEmpty)
        #expect(load.errors.isEmpty)
    }

    @Test func aLanguageFolderGivesItsOwnLessonsAndTheirErrors() {
        let turkish = CourseLoader().load(paths: [path("courses/x/tr")])
        #expect(lessons(turkish) == [path("courses/x"): [path("courses/x/tr/01-a.md")]])
        #expect(turkish.errors.map(\.description) == [brokenError])

        let english = CourseLoader().load(paths: [path("courses/x/en/")])
        #expect(lessons(english) == [path("courses/x"): [path("courses/x/en/01-a.md"), path("courses/x/en/02-b.md")]])
        #expect(english.errors.isEmpty)
    }

    @Test func overlappingPathsGiveEachLessonOnceInOneCourse() {
        let load = CourseLoader().load(paths: [path("courses/x/en/01-a.md"), path("courses/x"), path("courses/x/tr/../tr")])
        #expect(lessons(load) == [path("courses/x"): [path("courses/x/en/01-a.md"), path("courses/x/en/02-b.md"), path("courses/x/tr/01-a.md")]])
        #expect(load.broken.map(\.file) == [path("courses/x/tr/02-b.md")])
        #expect(load.errors.map(\.description) == [brokenError])
    }

    @Test func aLessonOutsideACourseIsACourseOfItsOwn() {
        let load = CourseLoader().load(paths: [path("loose/tr/01-c.md")])
        #expect(load.courses.map(\.id) == [""])
        #expect(lessons(load) == [path("loose/tr"): [path("loose/tr/01-c.md")]])
        #expect(load.errors.isEmpty)
    }

    @Test func aPathWithNoLessonOrNothingAtAllIsAnError() {
        let load = CourseLoader().load(paths: [path("courses/x/support"), path("missing")])
        #expect(load.courses.isEmpty)
        #expect(load.errors.map(\.description) == [
            "\(path("courses/x/support")): error: no lessons here (give a course folder with course.json, a folder of courses, a language folder or a lesson file)",
            "\(path("missing")): error: no such file or folder",
        ])
    }

    @Test func lessonFoldersWithoutCourseJSONAreAnError() throws {
        try FileManager.default.removeItem(atPath: path("courses/x/course.json"))
        let load = CourseLoader().load(paths: [path("courses/x")])
        #expect(load.courses.isEmpty)
        #expect(load.errors.map(\.description) == ["\(path("courses/x")): error: lesson folders but no course.json (see docs/format.md)"])
    }

    @Test func keepingOneLessonByIdLeavesOutTheOthersErrorsButNotTheCourses() {
        let load = CourseLoader().loadCourseGoingOn(directory: path("courses/x"))
        let a = load.keeping { _, id in id == "a" }
        #expect(lessons(a) == [path("courses/x"): [path("courses/x/en/01-a.md"), path("courses/x/tr/01-a.md")]])
        #expect(a.broken.isEmpty)
        #expect(a.errors.isEmpty)
        let b = load.keeping { _, id in id == "b" }
        #expect(b.broken.map(\.file) == [path("courses/x/tr/02-b.md")])
        #expect(b.errors.map(\.description) == [brokenError])
    }

    @Test func keepingOneLessonKeepsTheErrorsOfItsCourse() throws {
        try FileManager.default.removeItem(atPath: path("courses/x/support/S.swift"))
        let load = CourseLoader().loadCourseGoingOn(directory: path("courses/x")).keeping { _, id in id == "a" }
        #expect(load.courses.isEmpty)
        #expect(load.errors.map(\.description) == [
            "\(path("courses/x/course.json")):1: error: support file 'support/S.swift' not found (looked for \(path("courses/x/support/S.swift")))",
        ])
    }

    @Test func aLessonsCourseIsTheFolderTwoUpWhenItHoldsCourseJSON() {
        #expect(CourseLoader.courseDirectory(ofLesson: path("courses/x/tr/01-a.md")) == path("courses/x"))
        #expect(CourseLoader.courseDirectory(ofLesson: path("loose/tr/01-c.md")) == nil)
    }
}
