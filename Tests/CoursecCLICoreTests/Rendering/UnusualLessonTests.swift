import CoursecTestSupport
import Foundation
import Testing

/// Lessons at the edges of what Markdown allows still build to valid pages.
@Suite struct UnusualLessonTests {
    /// A course `c` of one English lesson with `body`, built with `build --no-verify`
    /// (Pagefind replaced by the stand-in that indexes nothing); the run and the lesson page.
    static func build(_ body: String) -> (run: CLIRun, page: String, lesson: String) {
        let directory = TemporaryDirectory("unusual")
        directory.write("courses/c/course.json", "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"one\"]}\n")
        let lesson = directory.write("courses/c/en/01-one.md", "---\nid: one\ntitle: One\n---\n\n" + body)
        var environment = ProcessInfo.processInfo.environment
        environment["COURSEC_PAGEFIND"] = Repository.path("bench/lib/no-search-index.sh")
        let run = CLIRun.run(
            ["build", "--no-verify", "--templates", Repository.templates, "--out", "site"], in: directory.path, environment: environment)
        return (run, directory.read("site/c/en/one.html") ?? "", lesson)
    }

    @Test func aTableOfHeadingsOnlyIsOneRowOfHeaderCellsInItsBody() {
        let (run, page, _) = Self.build("| a | b |\n|---|---|\n")
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(page.contains("<table><tbody><tr><th>a</th><th>b</th></tr></tbody></table>"))
    }

    /// Over libxml2's 10,000,000-byte limit on one text node, which validation met
    /// as "Huge input lookup" (a 20 MB paragraph was reported so).
    @Test func aParagraphOfElevenMegabytesBuildsToAValidPage() {
        let words = String(repeating: "word ", count: 11_000_000 / 5)
        let (run, page, _) = Self.build(words + "\n")
        #expect(run.err == "")
        #expect(run.status == 0)
        // Outside the expectation, which would print all eleven megabytes when it fails.
        let showsTheParagraph = page.contains("<p>" + words.dropLast() + "</p>")
        #expect(showsTheParagraph)
    }
}
