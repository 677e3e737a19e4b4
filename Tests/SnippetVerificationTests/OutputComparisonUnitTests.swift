@testable import SnippetVerification
import CourseModel
import Testing

/// `OutputComparison` alone, without compiling anything.
@Suite struct OutputComparisonUnitTests {
    @Test func givesEachExpectedLineAVerdictAtItsLessonLine() {
        #expect(OutputComparison.compare(expected: "a\nb\nc\n", actual: "a\nB\nc\n", firstLine: 10) == [
            SnippetResult.Line(lessonLine: 10, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 11, verdict: .differs, expected: "b", actual: "B"),
            SnippetResult.Line(lessonLine: 12, verdict: .matches, expected: "c", actual: "c"),
        ])
    }

    @Test func aLineNotPrintedIsMissingAndEveryLineBeyondTheExpectedIsExtraAtTheBlocksEnd() {
        #expect(OutputComparison.compare(expected: "a\nb\n", actual: "a\n", firstLine: 3) == [
            SnippetResult.Line(lessonLine: 3, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 4, verdict: .missing, expected: "b", actual: nil),
        ])
        #expect(OutputComparison.compare(expected: "a\n", actual: "a\nx\ny\n", firstLine: 3) == [
            SnippetResult.Line(lessonLine: 3, verdict: .matches, expected: "a", actual: "a"),
            SnippetResult.Line(lessonLine: 4, verdict: .extra, expected: nil, actual: "x"),
            SnippetResult.Line(lessonLine: 4, verdict: .extra, expected: nil, actual: "y"),
        ])
    }

    @Test func ignoresTrailingWhitespaceAndTheFinalNewlineButNotLeadingSpaces() {
        #expect(OutputComparison.compare(expected: "a\n b", actual: "a  \t\n b\n", firstLine: 1).map(\.verdict) == [.matches, .matches])
        #expect(OutputComparison.compare(expected: "a", actual: " a", firstLine: 1).map(\.verdict) == [.differs])
    }

    @Test func aCarriageReturnEndsALineAsANewlineDoes() {
        #expect(OutputComparison.lines("a\r\nb\r\n") == ["a", "b"])
    }

    @Test func talliesTheVerdictsThatAreNotMatchesInTheCoursesWords() {
        let lines = OutputComparison.compare(expected: "a\nb\nc\n", actual: "x\ny\n", firstLine: 1)
        #expect(OutputComparison.tally(lines) == "2 bayat, 1 eksik")
        #expect(OutputComparison.tally(OutputComparison.compare(expected: "", actual: "z\n", firstLine: 1)) == "1 artık")
        #expect(OutputComparison.tally([]) == "")
    }
}
