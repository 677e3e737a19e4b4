import CoursecTestSupport
import Foundation
import Testing

/// Building costs grow with the lesson, not with its square: each measured as the
/// time of four times the input against the time of the input (`Growth`).
@Suite(.serialized, .tags(.binary)) struct LinearRenderingTests {
    /// `build --no-verify` of one English lesson whose body `body(scale)` gives, at
    /// scale 1 and 4; Pagefind replaced by the stand-in that indexes nothing, as
    /// its time is not coursec's.
    static func buildGrowth(_ body: (Int) -> String) -> Growth.Measure {
        Growth.measure(
            environment: ["COURSEC_PAGEFIND": Repository.path("bench/lib/no-search-index.sh")],
            arguments: ["build", "--no-verify", "--courses", "courses", "--templates", Repository.templates, "--out", "site"]
        ) { directory, scale in
            directory.write("courses/c/course.json", "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"one\"]}\n")
            directory.write("courses/c/en/01-one.md", "---\nid: one\ntitle: One\n---\n\n" + body(scale))
        }
    }

    /// 4,000 equal headings: about half a second to build in a debug build; before,
    /// 2,000 took 0.3 s and 16,000 took 9.9 s (each anchor tried `same`, `same-2`…
    /// from the start, and each "On this page" link searched the page's list of ids).
    @Test func aLessonOfEqualHeadingsBuildsInTimeLinearInTheirNumber() {
        let measure = Self.buildGrowth { String(repeating: "## Same\n\n", count: 4_000 * $0) }
        #expect(measure.isWithinAllowance, "\(measure)")
    }

    /// 1,000 code blocks: each one's search text was found by searching all the
    /// lesson's blocks for its line (a 50 MB lesson of 35,000 blocks: 221 s to render, now 37 s).
    @Test func aLessonOfManyCodeBlocksBuildsInTimeLinearInTheirNumber() {
        let measure = Self.buildGrowth { String(repeating: "```swift ignore\nlet x = 1\n```\n\n", count: 1_000 * $0) }
        #expect(measure.isWithinAllowance, "\(measure)")
    }
}
