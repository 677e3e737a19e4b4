import CourseModel
@testable import SiteRendering
import Testing

/// A lesson page is found in the page cache by a digest of its inputs, its snippet
/// results among them, named field by field (`LessonPageInputs`).
@Suite struct LessonPageInputsTests {
    @Test func theDigestNamesEveryStoredPropertyOfASnippetResult() {
        let result = SnippetResult(
            file: "courses/c/en/01-a.md", line: 9, language: "en", course: "c", lesson: "a", blockIndex: 2, role: .run,
            name: nil, status: .passed, reason: nil, lines: [], seconds: 0.1, cached: true)
        // A property added to SnippetResult must be added to the digest (and this count).
        #expect(Mirror(reflecting: result).children.count == LessonPageInputs.snippetResultFields)
    }
}
