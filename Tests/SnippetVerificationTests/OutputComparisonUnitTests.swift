@testable import SnippetVerification
import CourseModel
import Testing

/// `OutputComparison` alone, without compiling anything.
@Suite struct OutputComparisonUnitTests {
    /// The comparison with an `output` block whose first line is lesson line `firstLine`.
    func compare(_ expected: String, actual: String, firstLine: Int) -> [SnippetResult.Line] {
        let block = CodeBlock(index: 0, line: firstLine - 1, role: .output, code: expected, info: "output")
        return OutputComparison.compare(ExpectedOutput(block: block), actual: actual)
    }

    @Test func givesEachExpectedLineAVerdictAtItsLessonLine() {
        #expect(compare("a\nb\nc\n", actual: "a\nB\nc\n", firstLine: 10) == [
            SnippetResult.Line(lessonLine: 10, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 11, verdict: .differs, expected: "b", actual: "B"),
            SnippetResult.Line(lessonLine: 12, verdict: .matches, expected: "c", actual: "c"),
        ])
    }

    @Test func aLineNotPrintedIsMissingAndEveryLineBeyondTheExpectedIsExtraAtTheBlocksEnd() {
        #expect(compare("a\nb\n", actual: "a\n", firstLine: 3) == [
            SnippetResult.Line(lessonLine: 3, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 4, verdict: .missing, expected: "b", actual: nil),
        ])
        #expect(compare("a\n", actual: "a\nx\ny\n", firstLine: 3) == [
            SnippetResult.Line(lessonLine: 3, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 4, verdict: .extra, expected: nil, actual: "x"),
            SnippetResult.Line(lessonLine: 4, verdict: .extra, expected: nil, actual: "y"),
        ])
    }

    @Test func ignoresTrailingWhitespaceAndTheFinalNewlineButNotLeadingSpaces() {
        #expect(compare("a\n b", actual: "a  \t\n b\n", firstLine: 1).map(\.verdict) == [.matches, .matches])
        #expect(compare("a", actual: " a", firstLine: 1).map(\.verdict) == [.differs])
    }

    @Test func aCarriageReturnEndsALineAsANewlineDoes() {
        #expect(OutputComparison.lines("a\r\nb\r\n") == ["a", "b"])
    }

    @Test func talliesTheVerdictsThatAreNotMatchesInTheLessonsWords() {
        let lines = compare("a\nb\nc\n", actual: "x\ny\n", firstLine: 1)
        #expect(OutputComparison.tally(lines, language: "tr") == "2 bayat, 1 eksik")
        #expect(OutputComparison.tally(lines, language: "en") == "2 differs, 1 missing")
        #expect(OutputComparison.tally(lines, language: "ja") == "2 相違, 1 不足")
        #expect(OutputComparison.tally(compare("", actual: "z\n", firstLine: 1), language: "tr") == "1 artık")
        #expect(OutputComparison.tally(compare("", actual: "z\n", firstLine: 1), language: "pt-BR") == "1 extra")
        #expect(OutputComparison.tally([], language: "tr") == "")
    }
}
