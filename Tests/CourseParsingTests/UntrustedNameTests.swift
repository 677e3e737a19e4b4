import CourseModel
import CourseParsing
import CoursecTestSupport
import Foundation
import Testing

/// Names and keys a contributor controls that must not mislead: a JSON key written twice,
/// a bidirectional control in a file name, coursec's own file names.
@Suite struct UntrustedNameTests {
    private func load(_ files: [String: String]) -> (errors: String?, directory: TemporaryDirectory) {
        let directory = TemporaryDirectory("names")
        for (path, text) in files { directory.write(path, text) }
        return (CourseManifestTests.loadErrors(directory.path), directory)
    }

    static let manifest = "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"x\"]}\n"

    @Test func aKeyWrittenTwiceInSiteJSONIsAnErrorNamingTheKeyAndItsLine() {
        #expect(throws: CourseError(
            "the key 'title' is written twice in one object of site.json; JSON keeps only one of them: remove the other",
            at: SourceLocation(file: "courses/site.json", line: 3))) {
            try SiteSettingsReader.parse("{\n  \"title\": {\"en\": \"Mine\"},\n  \"title\": {\"en\": \"Theirs\"}\n}\n", file: "courses/site.json")
        }
        #expect(throws: CourseError(
            "the key 'en' is written twice in one object of site.json; JSON keeps only one of them: remove the other",
            at: SourceLocation(file: "courses/site.json", line: 2))) {
            try SiteSettingsReader.parse("{\"title\": {\"en\": \"A\",\n \"\\u0065n\": \"B\"}}\n", file: "courses/site.json")
        }
        #expect((try? SiteSettingsReader.parse("{\"title\": {\"en\": \"A\"}, \"introduction\": {\"en\": \"B\"}}", file: "s.json")) != nil)
    }

    @Test func aKeyWrittenTwiceInCourseJSONIsAnErrorAtItsLine() {
        let (errors, directory) = load([
            "c/course.json": "{\"title\": {\"en\": \"C\"},\n \"sourceLanguage\": \"en\",\n \"lessons\": [\"x\"],\n \"lessons\": []}\n",
            "c/en/01-x.md": CourseManifestTests.lesson,
        ])
        #expect(errors == "\(directory.file("c/course.json")):4: error: the key 'lessons' is written twice in one object of course.json; JSON keeps only one of them: remove the other\n")
    }

    @Test func aSupportFileNamedAfterCoursecsMarksFileIsAnErrorAtItsLine() {
        let lesson = "---\nid: x\ntitle: X\n---\n\n```swift file=coursec-group-marks.swift\nfunc coursecGroupMark() {}\n```\n"
        let (errors, directory) = load(["c/course.json": Self.manifest, "c/en/01-x.md": lesson])
        #expect(errors == "\(directory.file("c/en/01-x.md")):6: error: file= 'coursec-group-marks.swift': a file name that starts with 'coursec-' is coursec's own (a group's program is compiled with coursec-group-marks.swift): rename the file\n")

        let listed = load([
            "c/course.json": "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"x\"],\n \"support\": [\"support/coursec-group-marks.swift\"]}\n",
            "c/support/coursec-group-marks.swift": "func f() {}\n",
            "c/en/01-x.md": CourseManifestTests.lesson,
        ])
        #expect(listed.errors == "\(listed.directory.file("c/course.json")):2: error: support file 'support/coursec-group-marks.swift': a file name that starts with 'coursec-' is coursec's own (a group's program is compiled with coursec-group-marks.swift): rename the file\n")
    }

    @Test func aBidiControlInASupportFileNameALessonIDOrALessonFileNameIsAnErrorShowingItsEscape() {
        let lesson = "---\nid: x\ntitle: X\n---\n\n```swift file=A\u{202E}tfiws.swift\nlet a = 1\n```\n"
        let (errors, directory) = load(["c/course.json": Self.manifest, "c/en/01-x.md": lesson])
        #expect(errors == "\(directory.file("c/en/01-x.md")):6: error: file= 'A\\u{202E}tfiws.swift' holds the bidirectional control \\u{202E}, which shows a name in another order than it is: rename the file\n")

        let id = load(["c/course.json": Self.manifest, "c/en/01-x.md": "---\nid: x\u{202E}y\ntitle: X\n---\n"])
        #expect(id.errors == "\(id.directory.file("c/en/01-x.md")):2: error: lesson id 'x\\u{202E}y' must use only a-z, 0-9 and '-'\n")

        let named = load(["c/course.json": Self.manifest, "c/en/01-x\u{2066}.md": CourseManifestTests.lesson])
        #expect(named.errors?.contains("01-x\u{2066}.md:2: error: file name '01-x\\u{2066}.md' holds the bidirectional control \\u{2066}, which shows a name in another order than it is (name it NN-x.md)\n") == true)
    }
}
