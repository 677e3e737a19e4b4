import CoursecTestSupport
import CourseModel
import SnippetVerification
import Testing

@Suite(.tags(.compiles)) struct TranslationTests {
    @Test func failsATranslatedLessonWhoseStringLiteralChangedOnlyInThatLanguage() throws {
        let demo = try DemoCourse.verified.get()
        let source = try #require(demo.result("translated", 0, language: "tr"))
        let english = try #require(demo.result("translated", 0, language: "en"))
        #expect(source.status == .passed)
        #expect(source.file == demo.files["tr/04-translated.md"])
        #expect(english.status == .failed)
        #expect(english.file == demo.files["en/04-translated.md"])
        #expect(english.line == 11)
        #expect(english.lines == [SnippetResult.Line(lessonLine: 12, verdict: .differs, expected: "uyumlu: 2", actual: "matches: 2")])
    }
}
