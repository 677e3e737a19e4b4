import CourseModel
import CourseParsing
import Testing

/// The output-comment conventions' one home: the prints comment, and the templates a
/// translated book's comments follow, learned from what its programs print
/// (docs/format.md, "Output comments in a translation").
@Suite struct OutputConventionTests {
    private func learned(_ pairs: [(String, [String])]) -> [String] {
        OutputConvention.learn(pairs.map { OutputConvention.Evidence(comment: $0.0, printed: $0.1) }).map { "\($0.spelling) \($0.explains)" }
    }

    @Test func aChineseBookWithoutSpacesAndWithMismatchedQuotesGivesEachOfItsTemplatesWithItsCount() {
        #expect(learned([
            ("打印“Hello, Anna!”。", ["Hello, Anna!"]),
            ("打印“3”。", ["3"]),
            ("打印“true“。", ["true"]),
            ("打印”x“。", ["x"]),
            ("打印“7”。（译者注：这是整数）", ["7"]),
        ]) == ["打印“{}”。 3", "打印“{}“。 1", "打印”{}“。 1"])
        // The note first: the template it counts for is found whatever the order.
        #expect(learned([("打印“7”。（译者注）", ["7"]), ("打印“3“。", ["3"]), ("打印“8”。", ["8"])]) == ["打印“{}”。 2", "打印“{}“。 1"])
    }

    @Test func japanesePostfixBareAndASentenceAroundTheValueAreTemplatesOfTheirOwn() {
        #expect(learned([
            ("\"5\"を出力", ["5"]),
            ("\"こんにちは\"を出力", ["こんにちは"]),
            ("こんにちは、Anna!", ["こんにちは、Anna!"]),
            ("这里会打印 42 并换行", ["42"]),
        ]) == ["\"{}\"を出力 2", "{} 1", "这里会打印 {} 并换行 1"])
        // A form of more than one comment is the book's own, never a note after a shorter one.
        #expect(learned([("\"5\"を出力", ["5"]), ("\"6\"を出力", ["6"]), ("\"7\"", ["7"])]) == ["\"{}\"を出力 2", "\"{}\" 1"])
    }

    @Test func turkishPrefixAndPostfixWithASCIIQuotesAreTwoTemplates() {
        #expect(learned([
            ("Yazdırır \"5\".", ["5"]),
            ("\"Merhaba\" yazdırır.", ["Merhaba"]),
            ("Yazdırır \"true\".", ["true"]),
        ]) == ["Yazdırır \"{}\". 2", "\"{}\" yazdırır. 1"])
    }

    @Test func aValueTheCommentHoldsTwiceGivesTheTemplateTheOtherCommentsGive() {
        #expect(learned([("值为 5", ["5"]), ("值为 6", ["6"]), ("值为 值", ["值"])]) == ["值为 {} 3"])
    }

    @Test func severalPrintedLinesAreOneValueJoinedByBackslashN() {
        #expect(learned([("打印“a\\nb”。", ["a", "b"])]) == ["打印“{}”。 1"])
        let templates = [OutputTemplate(prefix: "打印“", suffix: "”。", explains: 1)]
        #expect(OutputConvention.read("打印“a\\nb”。", templates: templates)?.lines == ["a", "b"])
    }

    @Test func aCommentIsReadByTheTemplateThatFitsItWithTheOthersAsAlternatives() throws {
        let templates = [
            OutputTemplate(prefix: "", suffix: "", explains: 9),
            OutputTemplate(prefix: "\"", suffix: "\"を出力", explains: 4),
            OutputTemplate(prefix: "\"", suffix: "\"", explains: 2),
        ]
        let postfix = try #require(OutputConvention.read("\"5\"を出力", templates: templates))
        #expect(postfix.lines == ["5"])
        #expect(postfix.alternatives == ["\"5\"を出力"])
        let quoted = try #require(OutputConvention.read("\"hello\"", templates: templates))
        #expect(quoted.lines == ["hello"])
        #expect(quoted.alternatives == ["\"hello\""])
    }

    @Test func aCommentWithATranslatorsNoteAfterATemplateGivesTheValueBeforeTheNote() {
        let templates = [OutputTemplate(prefix: "打印“", suffix: "”。", explains: 3)]
        #expect(OutputConvention.read("打印“8”。（译者注：结果）", templates: templates)?.lines == ["8"])
        #expect(OutputConvention.read("打印“9”。", templates: templates)?.lines == ["9"])
    }

    @Test func aCommentNoTemplateFitsIsNotRead() {
        let templates = [OutputTemplate(prefix: "打印“", suffix: "”。", explains: 3), OutputTemplate(prefix: "Yazdırır \"", suffix: "\".", explains: 1)]
        #expect(OutputConvention.read("结果见上", templates: templates) == nil)
        #expect(OutputConvention.read("打印“”。", templates: templates) == nil)
    }

    @Test func aDifferenceOnlyInTheWidthOfPunctuationIsNamed() {
        #expect(OutputConvention.widthDifference("wow！", "wow!") == "differs only in the width of '!'")
        #expect(OutputConvention.widthDifference("a，b！", "a,b!") == "differs only in the width of ',', '!'")
        #expect(OutputConvention.widthDifference("a　b", "a b") == "differs only in the width of ' '")
        #expect(OutputConvention.widthDifference("wow？", "wow!") == nil)
        #expect(OutputConvention.widthDifference("wow!", "wow!") == nil)
    }

    @Test func aListingStatesItsOutputOnlyInALineCommentNeverInAString() {
        #expect(OutputConvention.statesOutput("print(1) // Prints \"1\"\n"))
        #expect(OutputConvention.statesOutput("let a = 1\n//  Prints \"a\"\n"))
        #expect(!OutputConvention.statesOutput("let s = \"// Prints \\\"x\\\"\"\nprint(s)\n"))
        #expect(!OutputConvention.statesOutput("print(1) // Prints one\n"))
    }

    @Test func blessingAPrintsCommentKeepsItsWordsAndEncodesTheNewLines() throws {
        let comment = try #require(OutputConvention.printsComment(in: "print(x) // Prints \"7\"."))
        #expect(OutputConvention.blessed(comment, printing: ["8", "a\"b"]) == "print(x) // Prints \"8\\na\\\"b\".")
    }
}

