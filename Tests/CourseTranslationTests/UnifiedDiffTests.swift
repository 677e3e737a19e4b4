import CourseTranslation
import Testing

/// The line diff `status --diff` prints, along the longest common subsequence.
@Suite struct UnifiedDiffTests {
    @Test func aChangedLineIsRemovedThenAddedWithThreeLinesOfContextAndFileLineNumbers() {
        let old = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let new = ["a", "b", "c", "d", "E", "f", "g", "h"]
        #expect(UnifiedDiff.hunks(old: old, new: new, oldStart: 10, newStart: 12, label: "Özet") == [
            "@@ -11,7 +13,7 @@ Özet", " b", " c", " d", "-e", "+E", " f", " g", " h",
        ])
    }

    @Test func changesFarApartAreSeparateHunks() {
        let old = (1...12).map(String.init)
        var new = old
        new[0] = "one"
        new[11] = "twelve"
        #expect(UnifiedDiff.hunks(old: old, new: new, oldStart: 1, newStart: 1) == [
            "@@ -1,4 +1,4 @@", "-1", "+one", " 2", " 3", " 4",
            "@@ -9,4 +9,4 @@", " 9", " 10", " 11", "-12", "+twelve",
        ])
    }

    @Test func aNewTextHasAnEmptyOldSideNamedByTheLineBeforeIt() {
        #expect(UnifiedDiff.hunks(old: [], new: ["## Ek", "", "Yeni."], oldStart: 1, newStart: 25, label: "Ek (new)") == [
            "@@ -0,0 +25,3 @@ Ek (new)", "+## Ek", "+", "+Yeni.",
        ])
    }

    @Test func equalTextsHaveNoHunk() {
        #expect(UnifiedDiff.hunks(old: ["a"], new: ["a"], oldStart: 1, newStart: 1).isEmpty)
    }
}
