import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// `source=N` (docs/format.md): the line of the lesson's source, the file its front matter's
/// `source` names, that a block was imported from.
@Suite struct SourceLineFormatTests {
    let directory = TemporaryDirectory("source-line-format")

    func load(_ front: String, _ body: String) throws -> Lesson {
        try CourseLoader().loadLesson(path: directory.write("en/01-x.md", "---\nid: x\ntitle: X\n" + front + "---\n\n" + body))
    }

    func errors(_ front: String, _ body: String) -> String {
        do {
            _ = try load(front, body)
            return ""
        } catch {
            return "\(error)".replacingOccurrences(of: directory.file("en/01-x.md"), with: "x.md")
        }
    }

    @Test func everySwiftRoleTakesTheLineOfItsSourceAndABlockWithoutHasNone() throws {
        let lesson = try load("source: language-guide/pond.md\n", """
            ```swift setup group=g source=52
            let width = 2
            ```

            ```swift run group=g source=48
            print(width)
            ```

            ```output
            2
            ```

            ```swift compile-error source=70
            let a = 1
            a = 2
            ```

            ```swift parse
            let b = 3
            ```

            ```swift ignore source=9
            let <#name#> = 1
            ```

            """)
        #expect(lesson.source == "language-guide/pond.md")
        #expect(lesson.blocks.map(\.sourceLine) == [52, 48, nil, 70, nil, 9])
    }

    @Test func aSourceLineThatIsNoPositiveNumberOrIsGivenTwiceIsAnErrorAtTheBlock() {
        let front = "source: guide/pond.md\n"
        let message = "source= needs the line of the lesson's source the block comes from, a positive whole number given once"
        #expect(errors(front, "```swift parse source=0\nlet x = 1\n```\n") == "x.md:7: error: \(message), not '0'")
        #expect(errors(front, "```swift parse source=twelve\nlet x = 1\n```\n") == "x.md:7: error: \(message), not 'twelve'")
        #expect(errors(front, "```swift parse source=3 source=4\nlet x = 1\n```\n") == "x.md:7: error: \(message), not '4'")
        #expect(errors(front, "```output source=3\n1\n```\n").hasPrefix("x.md:7: error: unknown word 'source=3' in info string 'output source=3'"))
    }

    @Test func aSourceLineInALessonWhoseFrontMatterNamesNoSourceIsAnError() {
        #expect(errors("", "Text.\n\n```swift typecheck source=12\nlet x = 1\n```\n")
            == "x.md:8: error: source=12 names a line of the lesson's source, and the front matter names no 'source'")
    }
}
