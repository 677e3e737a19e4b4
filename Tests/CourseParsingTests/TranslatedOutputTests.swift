import CoursecTestSupport
import CourseModel
import CourseParsing
import Testing

/// A translation's output comments, found where its source has its own when the
/// course is loaded (docs/format.md, "Output comments in a translation").
@Suite struct TranslatedOutputTests {
    static let source = """
        ---
        id: greet
        title: Selam
        ---

        ```swift run
        print(2) // Prints "2".
        print("Merhaba, Anna!")
        // Prints "Merhaba, Anna!"
        // (ve bir açıklama)
        ```

        """

    static func translation(_ language: String, _ first: String, _ second: String, explained: Bool = true) -> String {
        """
        ---
        id: greet
        title: \(language)
        translation-of: tr 0123456789abcdef
        ---

        ```swift run
        print(2) \(first)
        print("…")
        \(second)\(explained ? "\n// (…)" : "")
        ```

        """
    }

    @Test func aTranslationsCommentsGiveTheQuotedTextWhateverItsWordsAndQuotesElseTheirWholeText() throws {
        let fixture = try FixtureCourse(id: "greet", lessons: ["greet"])
        defer { fixture.remove() }
        try fixture.write("tr/01-greet.md", Self.source)
        try fixture.write("fr/01-greet.md", Self.translation("fr", "// Affiche « 2 ».", "// Affiche « Bonjour, Anna ! »."))
        try fixture.write("de/01-greet.md", Self.translation("de", "// Gibt „2“ aus.", "// Gibt „Hallo, Anna!“ aus.", explained: false))
        try fixture.write("ja/01-greet.md", Self.translation("ja", "// 2", "// 「こんにちは、Anna!」と出力します。"))
        try fixture.write("en/01-greet.md", Self.translation("en", "// 2", "// Name: \"Anna\""))
        let course = try fixture.load()
        func stated(_ language: String) -> [String]? {
            course.lesson(id: "greet", language: language)?.blocks.first?.commentOutput.map { $0.lines.map(\.text) }
        }
        #expect(stated("fr") == ["2", "Bonjour, Anna !"])
        #expect(stated("de") == ["2", "Hallo, Anna!"])
        #expect(stated("ja") == ["2", "こんにちは、Anna!"])
        #expect(stated("en") == ["2", "Name: \"Anna\""])
        #expect(course.lesson(id: "greet", language: "fr")?.blocks.first?.commentOutput == ExpectedOutput(
            form: .translatedComments,
            lines: [.init(text: "2", lessonLine: 8), .init(text: "Bonjour, Anna !", lessonLine: 10)],
            extraLine: 10))
    }

    @Test func aTranslationsCommentThatIsATextInASCIIQuotesAloneGivesTheQuotedText() throws {
        let fixture = try FixtureCourse(id: "greet", lessons: ["greet"])
        defer { fixture.remove() }
        try fixture.write("tr/01-greet.md", Self.source)
        try fixture.write("ja/01-greet.md", Self.translation("ja", "// \"2\"", "// \"こんにちは、Anna!\""))
        let course = try fixture.load()
        #expect(course.lesson(id: "greet", language: "ja")?.blocks.first?.commentOutput == ExpectedOutput(
            form: .translatedComments,
            lines: [.init(text: "2", lessonLine: 8), .init(text: "こんにちは、Anna!", lessonLine: 10)],
            extraLine: 10))
    }
}
