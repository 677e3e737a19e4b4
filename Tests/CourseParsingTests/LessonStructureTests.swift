import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

@Suite struct LessonStructureTests {
    static let lesson = """
        ---
        id: sample
        title: Örnek
        summary: Bir örnek ders.
        order: 2
        ---

        ## Giriş

        | a | b |
        |---|---|
        | 1 | 2 |

        ```swift file=Bridging.swift
        struct A {}
        ```

        ```swift run
        print(A())
        ```

        ```output
        A()
        ```

        ```swift step=1 file=P.swift
        let a = 1
        ```

        ```swift step=2 file=P.swift
        let a = 2
        ```

        ```text
        shown, never checked
        ```

        <!-- quiz -->
        ## Kısa Kontrol

        Hangisi doğru?

        - [x] `makeCoordinator()`
        - [ ] `start()`

        <!-- lessons -->
        ## Bu kursun tüm dersleri

        - Bir
        - İki

        <!-- faq -->
        ## Sıkça Sorulan Sorular

        ### Ücretsiz mi?

        Evet.

        ### Ne kadar sürer?

        Beş dakika.

        İki paragraf.
        """

    func parse() throws -> Lesson {
        try LessonParser(language: "tr").parse(Self.lesson, file: "tr/02-sample.md")
    }

    @Test func frontMatterFieldsBecomeLessonFields() throws {
        let lesson = try parse()
        #expect(lesson.id == "sample")
        #expect(lesson.title == "Örnek")
        #expect(lesson.summary == "Bir örnek ders.")
        #expect(lesson.order == 2)
        #expect(lesson.translationOf == nil)
    }

    @Test func blocksCarryRoleNameStepAndTheLineOfTheirFence() throws {
        let blocks = try parse().blocks
        #expect(blocks.map(\.role) == [.support, .run, .output, .step, .step])
        #expect(blocks.map(\.name) == ["Bridging.swift", "main.swift", nil, "P.swift", "P.swift"])
        #expect(blocks.map(\.step) == [nil, nil, nil, 1, 2])
        #expect(blocks.map(\.line) == [14, 18, 22, 26, 30])
        #expect(blocks.map(\.code) == ["struct A {}\n", "print(A())\n", "A()\n", "let a = 1\n", "let a = 2\n"])
    }

    @Test func tablesAreParsedAsGFMTables() throws {
        let tables = try parse().document.descendants().filter {
            if case .table = $0.kind { return true } else { return false }
        }
        #expect(tables.count == 1)
        #expect(tables.first?.line == 10)
    }

    @Test func theQuizHasItsQuestionAndMarkedChoices() throws {
        let quizzes = try parse().quizzes
        #expect(quizzes == [Quiz(question: "Hangisi doğru?", choices: [
            .init(text: "makeCoordinator()", isCorrect: true), .init(text: "start()", isCorrect: false),
        ], line: 41, choicesLine: 43)])
    }

    @Test func markedSectionsNameTheirHeadingAndTheirBlocks() throws {
        #expect(try parse().markedSections == [
            MarkedSection(kind: .quiz, headingLine: 39, blockLines: [41, 43]),
            MarkedSection(kind: .lessons, headingLine: 47, blockLines: [49]),
            MarkedSection(kind: .faq, headingLine: 53, blockLines: [55, 57, 59, 61, 63]),
        ])
    }

    @Test func untranslatedMarkersMarkTheBlockAfterThemEvenPastASectionMarker() throws {
        let text = """
            ---
            id: sample
            title: Örnek
            ---

            Çevrildi.

            <!-- untranslated -->
            Not translated.

            <!-- untranslated -->
            <!-- faq -->
            ## FAQ

            ### Free?

            Yes.
            """
        let lesson = try LessonParser(language: "tr").parse(text, file: "tr/02-sample.md")
        #expect(lesson.untranslated == UntranslatedText(markerLines: [8, 11], blockLines: [9, 13]))
    }

    @Test func faqQuestionsAreSubHeadingsWithTheirAnswers() throws {
        let faq = try parse().faq
        #expect(faq.map(\.question) == ["Ücretsiz mi?", "Ne kadar sürer?"])
        #expect(faq.map { $0.answer.map(\.plainText) } == [["Evet."], ["Beş dakika.", "İki paragraf."]])
        #expect(faq.map(\.line) == [55, 59])
    }

    @Test func theLessonListKeepsTheTitlesInOrder() throws {
        #expect(try parse().courseLessonList == ["Bir", "İki"])
    }
}

@Suite struct AppleOnlyTests {
    func block(_ role: BlockRole, _ code: String) -> CodeBlock {
        CodeBlock(index: 0, line: 1, role: role, code: code, info: "swift")
    }

    @Test func aStepWhoseFileImportsSwiftUIIsAppleOnly() {
        #expect(block(.step, "import Foundation\nimport SwiftUI\nstruct A {}\n").isAppleOnly)
        #expect(block(.parse, "import UIKit\n").isAppleOnly)
        #expect(block(.apple, "let a = 1\n").isAppleOnly)
    }

    @Test func plainSwiftAndMentionsInCommentsAreNot() {
        #expect(!block(.step, "import Foundation\n// import UIKit later\nstruct A {}\n").isAppleOnly)
        #expect(!block(.parse, "let importUIKit = 1\n").isAppleOnly)
    }
}

@Suite struct HighlightTests {
    @Test func highlightNamesLinesOfTheBlock() throws {
        let text = "---\nid: x\ntitle: X\n---\n\n```swift step=1 file=A.swift highlight=2,4-5\na\nb\nc\nd\ne\n```\n"
        let block = try #require(try LessonParser(language: "en").parse(text, file: "x.md").blocks.first)
        #expect(block.highlightedLines == [2, 4, 5])
    }

    @Test func highlightPastTheBlockIsAnError() {
        let text = "---\nid: x\ntitle: X\n---\n\n```swift parse highlight=3\nlet a = 1\n```\n"
        #expect(throws: CourseError("highlight= names line 3, but the block has 1 lines", at: SourceLocation(file: "x.md", line: 6))) {
            try LessonParser(language: "en").parse(text, file: "x.md")
        }
    }

    @Test func highlightThatIsNotLineNumbersIsAnError() {
        let text = "---\nid: x\ntitle: X\n---\n\n```swift parse highlight=3-1\nlet a = 1\n```\n"
        #expect(throws: CourseError("highlight= needs line numbers of the block such as 3,5-7, not '3-1'", at: SourceLocation(file: "x.md", line: 6))) {
            try LessonParser(language: "en").parse(text, file: "x.md")
        }
    }

    @Test func lineRangesRoundTrip() {
        #expect(LineRanges.format([7, 3, 5, 6, 20, 21, 22]) == "3,5-7,20-22")
        #expect(LineRanges.parse("3,5-7,20-22") == [3, 5, 6, 7, 20, 21, 22])
        #expect(LineRanges.parse("0") == nil)
        #expect(LineRanges.parse("a") == nil)
        #expect(LineRanges.parse("") == nil)
    }
}
