import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// A lesson file that course.json does not list is reported with the lesson's other
/// errors, not only once they are all fixed.
@Suite struct UnlistedLessonTests {
    let directory = TemporaryDirectory("unlisted")

    @Test func anUnlistedLessonWithAParseErrorGetsBothErrorsInLineOrder() {
        let manifest = directory.write("courses/demo/course.json", #"{"title": {"en": "Demo"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        directory.write("courses/demo/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n```swift parse\nlet a = 1\n```\n")
        let lesson = directory.write("courses/demo/en/02-extra.md", "---\ntitle: Extra\nid: extra\n---\n\n```swift runn\nprint(1)\n```\n")
        let load = CourseLoader().loadCoursesGoingOn(root: directory.file("courses"))
        #expect(load.errors.map(\.description) == [
            "\(lesson):3: error: lesson 'extra' is not listed in \(manifest) 'lessons'",
            "\(lesson):6: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)",
        ])
        #expect(load.courses.map { $0.lessons.map(\.id) } == [["a"]])
    }

    @Test func anUnlistedLessonWhoseFrontMatterIsBrokenIsNamedByItsFileName() {
        let manifest = directory.write("courses/demo/course.json", #"{"title": {"en": "Demo"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        directory.write("courses/demo/en/01-a.md", "---\nid: a\ntitle: A\n---\n")
        let lesson = directory.write("courses/demo/en/02-extra.md", "---\nid: extra\ntitel: Extra\n---\n")
        let load = CourseLoader().loadCoursesGoingOn(root: directory.file("courses"))
        #expect(load.errors.map(\.description) == [
            "\(lesson):1: error: lesson 'extra' is not listed in \(manifest) 'lessons'",
            "\(lesson):3: error: unknown front matter key 'titel' (known keys: id, title, summary, order, source, translation-of, untranslated)",
        ])
    }
}
