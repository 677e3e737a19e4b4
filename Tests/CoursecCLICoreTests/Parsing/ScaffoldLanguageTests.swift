import CourseParsing
import CoursecTestSupport
import Testing

/// `new course` writes its first lesson in the course's language, and the placeholder
/// summary it writes is not published as a summary.
@Suite struct ScaffoldLanguageTests {
    @Test(arguments: [
        ("tr", "hos-geldiniz", "Hoş geldiniz"), ("ja", "youkoso", "ようこそ"), ("en", "welcome", "Welcome"), ("pt-BR", "welcome", "Welcome"),
    ])
    func theFirstLessonIsNamedAndTitledInTheCoursesLanguage(_ example: (language: String, id: String, title: String)) {
        let directory = TemporaryDirectory("scaffold")
        let run = CLIRun.run(["new", "course", "swift-basics", "--lang", example.language], in: directory.path)
        #expect(run.status == 0)
        let text = directory.read("courses/swift-basics/\(example.language)/01-\(example.id).md") ?? ""
        #expect(text.hasPrefix("---\nid: \(example.id)\ntitle: \(example.title)\nsummary: "))
    }

    @Test func thePlaceholderSummaryIsLeftOutOfTheLesson() throws {
        let directory = TemporaryDirectory("scaffold")
        _ = CLIRun.run(["new", "course", "demo", "--lang", "tr"], in: directory.path)
        let lesson = try CourseLoader().loadLesson(path: directory.file("courses/demo/tr/01-hos-geldiniz.md"))
        #expect(lesson.frontMatter["summary"] == "Bu dersin özeti.")
        #expect(lesson.summary == "")
    }

    @Test func aSummaryOfTheAuthorsOwnIsKept() throws {
        let directory = TemporaryDirectory("scaffold")
        let path = directory.write("tr/01-a.md", "---\nid: a\ntitle: A\nsummary: Değişkenler ve sabitler.\n---\n")
        #expect(try CourseLoader().loadLesson(path: path).summary == "Değişkenler ve sabitler.")
    }
}
