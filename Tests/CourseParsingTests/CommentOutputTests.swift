import CourseModel
import CourseParsing
import Testing

/// Expected output written in a `swift run` snippet's comments (docs/format.md).
@Suite struct CommentOutputTests {
    @Test func readsPrintsCommentsAfterAStatementAndOnTheirOwnLine() {
        let code = "let x = 3\nprint(x + 4) // Prints \"7\"\nprint(\"http://a\") // Prints \"http://a\"\n// Prints \"Hello, Anna!\"\n"
        #expect(CommentOutputReader.read(code, firstLine: 10) == ExpectedOutput(
            form: .printsComments,
            lines: [.init(text: "7", lessonLine: 11), .init(text: "http://a", lessonLine: 12), .init(text: "Hello, Anna!", lessonLine: 13)],
            extraLine: 13))
    }

    @Test func aPrintsCommentsEscapesGiveQuotesBackslashesTabsAndSeveralLines() {
        let code = #"print("a") // Prints "say \"hi\"\nback\\slash\tend""# + "\n"
        #expect(CommentOutputReader.read(code, firstLine: 1)?.lines == [
            .init(text: "say \"hi\"", lessonLine: 1), .init(text: "back\\slash\tend", lessonLine: 1),
        ])
    }

    @Test func theBareCommentsThatEndTheSnippetAreItsOutputWhenNoPrintsCommentIsThere() {
        let code = "// greet\nprint(\"Hello, Anna!\")\nprint(\"\")\n// Hello, Anna!\n//\n\n"
        #expect(CommentOutputReader.read(code, firstLine: 5) == ExpectedOutput(
            form: .trailingComments,
            lines: [.init(text: "Hello, Anna!", lessonLine: 8), .init(text: "", lessonLine: 9)],
            extraLine: 9))
    }

    @Test func aPrintsCommentMayEndWithTheFullStopTheSwiftBookWrites() {
        let code = "print(2) // Prints \"2\".\nprint(\"Hi.\")\n// Prints \"Hi.\".\n"
        #expect(CommentOutputReader.read(code, firstLine: 4) == ExpectedOutput(
            form: .printsComments,
            lines: [.init(text: "2", lessonLine: 4), .init(text: "Hi.", lessonLine: 6)],
            extraLine: 6))
    }

    @Test func aPrintsCommentWithProseAfterItsClosingQuoteReadsTheQuotedText() {
        let code = #"""
            print("hello, world") // Prints "hello, world", because the name is "world".
            print(["a", "b"]) // Prints "["a", "b"]"
            // Prints "say \"hi\", then", as the string holds.
            """# + "\n"
        #expect(CommentOutputReader.read(code, firstLine: 3)?.lines == [
            .init(text: "hello, world", lessonLine: 3), .init(text: "[\"a\", \"b\"]", lessonLine: 4), .init(text: "say \"hi\", then", lessonLine: 5),
        ])
        #expect(OutputConvention.printsComment(in: #"// Prints "hello", because it is."#)?.suffix == ", because it is.")
    }

    @Test func bareCommentsDirectlyAfterPrintingStatementsAreOutputInterleavedWithCode() {
        let code = """
            let names = ["Anna", "Bo"]
            // Two names to greet
            print(names.count)
            // 2
            func greet(_ name: String) {
                // one line per name
                print("Hello, \\(name)!")
            }
            greet(names[0])
            // Hello, Anna!
            let total = names.count * 2 // doubled
            print(total) // the default terminator
            // 4
            names.forEach { name in
                print(name)
            }
            // Anna
            // Bo

            """
        #expect(CommentOutputReader.read(code, firstLine: 1) == ExpectedOutput(
            form: .bareComments,
            lines: [
                .init(text: "2", lessonLine: 4), .init(text: "Hello, Anna!", lessonLine: 10), .init(text: "4", lessonLine: 13),
                .init(text: "Anna", lessonLine: 17), .init(text: "Bo", lessonLine: 18),
            ],
            extraLine: 18))
    }

    @Test func aCommentAfterABlankLineOrAStatementThatPrintsNothingIsProse() {
        let code = "print(1)\n\n// then two\nlet two = 2 // a constant\n// still two\nprint(two)\n"
        #expect(CommentOutputReader.read(code, firstLine: 1) == nil)
    }

    @Test func theRunThatEndsASnippetBelowAStatementThatPrintsNothingIsProse() {
        #expect(CommentOutputReader.read("var total = 20\ntotal += 10\n// total is now 30\n", firstLine: 1) == nil)
    }

    @Test func aCallOfAFunctionAnotherBlockOfTheLessonDeclaresAndThatPrintsIsAPrintingStatement() throws {
        let text = "---\nid: x\ntitle: X\n---\n\n```swift file=Greeting.swift\nfunc greet(_ name: String) { show(\"Hello, \" + name) }\nfunc show(_ text: String) { print(text) }\n```\n\n```swift run\ngreet(\"Anna\")\n// Hello, Anna!\nlet done = true\n```\n"
        let lesson = try LessonParser(language: "tr").parse(text, file: "x.md")
        #expect(lesson.blocks.map(\.commentOutput) == [
            nil, ExpectedOutput(form: .bareComments, lines: [.init(text: "Hello, Anna!", lessonLine: 13)], extraLine: 13),
        ])
    }

    @Test func commentsInsideAMultilineStringOrWithNoCodeBeforeThemAreNoOutput() {
        #expect(CommentOutputReader.read("print(\"\"\"\n// not a comment\n\"\"\")\n", firstLine: 1) == nil)
        #expect(CommentOutputReader.read("// only\n// comments\n", firstLine: 1) == nil)
        #expect(CommentOutputReader.read("print(1) // Prints 1\n", firstLine: 1) == nil)
    }

    @Test func aRunWithOutputCommentsNeedsNoOutputBlockAndAnOutputBlockOverridesThem() throws {
        let text = "---\nid: x\ntitle: X\n---\n\n```swift run\nprint(7) // Prints \"7\"\n```\n\n```swift run\nprint(1)\n// 1\n```\n\n```output\n1\n```\n"
        let lesson = try LessonParser(language: "tr").parse(text, file: "x.md")
        #expect(lesson.blocks.map(\.commentOutput) == [
            ExpectedOutput(form: .printsComments, lines: [.init(text: "7", lessonLine: 7)], extraLine: 7), nil, nil,
        ])
    }
}
