import CourseModel
import Testing

/// `AbsolutePath.Spelling` answers as comparing `AbsolutePath.simplified` of both paths
/// would, telling most paths apart by their last component's bytes first.
@Suite struct AbsolutePathSpellingTests {
    @Test func aSpellingTellsThePathsThatSimplifyToItFromAllOthers() {
        let spelling = AbsolutePath.Spelling("/w/courses/c/./tr/../tr/01-a.md")
        #expect(spelling.simplified == "/w/courses/c/tr/01-a.md")
        #expect(spelling.spells("/w/courses/c/tr/01-a.md"))
        #expect(spelling.spells("/w/courses/c/en/../tr/01-a.md"))
        #expect(spelling.spells("/w//courses/c/tr/01-a.md"))
        #expect(!spelling.spells("/w/courses/c/en/01-a.md"))
        #expect(!spelling.spells("/w/courses/c/tr/101-a.md"))
        #expect(!spelling.spells("/w/courses/c/tr/01-ä.md"))
        // Ending in a slash or a dot, a path is simplified to compare.
        #expect(spelling.spells("/w/courses/c/tr/01-a.md/"))
        #expect(spelling.spells("/w/courses/c/tr/01-a.md/."))
        #expect(!spelling.spells("/w/courses/c/tr/."))
    }
}
