import CourseModel
import CourseParsing
import CourseTranslation
import Testing

/// What `po export` makes a message of: a leaf block's Markdown without its container's,
/// a listing's strings and comments without its code.
@Suite struct POExportMessageTests {
    func messages(_ body: String) throws -> [POMessage] {
        let text = "---\nid: x\ntitle: Başlık\n---\n" + body
        let lesson = try LessonParser(language: "tr", course: "c", includeBase: nil).parse(text, file: "c/tr/01-x.md")
        return POExporter.catalog(source: lesson, language: "ja", translation: nil, history: SourceHistory(), referenceFolder: "").messages
    }

    @Test func containerMarkupStaysOutOfTheMessageAndLinesKeepTheirBreaks() throws {
        let found = try messages("""

            > - Bir *liste*
            >   öğesi.

            Başlık Satırı
            =============

            ## Kapanan ## 

            """)
        #expect(found.map(\.msgid) == ["Başlık", "Bir *liste*\nöğesi.", "Başlık Satırı", "Kapanan"])
        #expect(found.map { $0.references.map(\.line) } == [[3], [6], [9], [12]])
        #expect(found[1].notes == ["a list item"])
    }

    @Test func listingsGiveTheirStringsAndCommentsButNotSwiftcsErrorsOrCode() throws {
        let found = try messages("""

            ```swift compile-error
            let x: Int = "yazı \\(1)" // Error: cannot convert value of type 'String' to specified type 'Int'
            // Tür uyuşmuyor
            print("=", x)
            ```

            """)
        #expect(found.map(\.msgid) == ["Başlık", "yazı \\(1)", "Tür uyuşmuyor"])
        #expect(found.map { $0.references.map(\.line) } == [[3], [7], [8]])
    }

    @Test func theSameTextInTwoPlacesIsOneMessageWithTwoReferences() throws {
        let found = try messages("""

            | Ad |
            |---|
            | Ada |

            ```swift ignore
            let ad = "Ada"
            ```

            """)
        #expect(found.map(\.msgid) == ["Başlık", "Ad", "Ada"])
        #expect(found[2].references.map(\.line) == [8, 11])
        #expect(found[2].notes == ["a table cell: write \\| for a | in it", "a string literal: keep \\(…) interpolations and escapes as Swift code"])
    }
}
