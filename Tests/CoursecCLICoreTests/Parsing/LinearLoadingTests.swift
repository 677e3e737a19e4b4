import CoursecTestSupport
import Foundation
import Testing

/// Loading costs grow with the input, not with its square: each measured as the
/// time of four times the input against the time of the input (`Growth`).
@Suite(.serialized, .tags(.binary)) struct LinearLoadingTests {
    /// 32,000 ids: about 0.3 s to verify in a debug build; before, 4,000 took 3.3 s
    /// and 16,000 took 55 s (each missing id searched the whole file for its line,
    /// and each error was compared with all the others kept).
    @Test func listedLessonsWithoutAFileAreReportedInTimeLinearInTheirNumber() {
        let measure = Growth.measure(arguments: ["verify", "--courses", "courses"]) { directory, scale in
            let ids = ["one"] + (0..<32_000 * scale).map { "gone-\($0)" }
            let list = ids.map { "    \"\($0)\"" }.joined(separator: ",\n")
            directory.write("courses/c/course.json", "{\n  \"title\": {\"en\": \"C\"},\n  \"sourceLanguage\": \"en\",\n  \"lessons\": [\n\(list)\n  ]\n}\n")
            directory.write("courses/c/en/01-one.md", "---\nid: one\ntitle: One\n---\n\nText.\n")
        }
        #expect(measure.isWithinAllowance, "\(measure)")
    }

    @Test func everyListedLessonWithoutAFileIsNamedAtItsLine() {
        let directory = TemporaryDirectory("missing-lessons")
        let manifest = directory.write("c/course.json", "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"one\",\n \"gone\",\n \"also-gone\"]}\n")
        directory.write("c/en/01-one.md", "---\nid: one\ntitle: One\n---\n\nText.\n")
        let run = CLIRun.run(["verify", "--courses", directory.path])
        #expect(run.status == 1)
        #expect(run.err == """
            \(manifest):2: error: course.json lists lesson 'gone' but no language folder has it
            \(manifest):3: error: course.json lists lesson 'also-gone' but no language folder has it

            """)
    }
}
