import CourseModel
import Testing

@Suite struct CommonSubsequenceTests {
    @Test func pairsTheLongestCommonSubsequenceAndMarksTheRest() {
        #expect(CommonSubsequence.align(["a", "b", "c"], ["a", "c"]) == [.both(0, 0), .onlyFirst(1), .both(2, 1)])
        #expect(CommonSubsequence.align([1, 2, 3, 4], [1, 3, 4, 5]) == [.both(0, 0), .onlyFirst(1), .both(2, 1), .both(3, 2), .onlySecond(3)])
    }

    @Test func aReplacedElementIsInsertedBeforeTheOneItReplacesIsRemoved() {
        #expect(CommonSubsequence.align(["a"], ["b"]) == [.onlySecond(0), .onlyFirst(0)])
        #expect(CommonSubsequence.align(["x", "old", "y"], ["x", "new", "y"]) == [.both(0, 0), .onlySecond(1), .onlyFirst(1), .both(2, 2)])
    }

    @Test func anEmptySideLeavesEveryElementOfTheOtherAlone() {
        #expect(CommonSubsequence.align([String](), []) == [])
        #expect(CommonSubsequence.align([], ["x", "y"]) == [.onlySecond(0), .onlySecond(1)])
        #expect(CommonSubsequence.align(["x"], []) == [.onlyFirst(0)])
    }

    @Test func repeatedElementsPairInOrder() {
        #expect(CommonSubsequence.align(["}", "}", "}"], ["}", "}"]) == [.both(0, 0), .both(1, 1), .onlyFirst(2)])
    }
}
