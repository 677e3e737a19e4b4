import CoursecTestSupport
import Foundation
import Testing

/// `highlight=` marks the lines it names, on a first tutorial step (which has no step
/// before it to compare with) as on any other block.
@Suite(.tags(.pagefind)) struct HighlightRenderingTests {
    @Test func aFirstStepHighlightsTheLinesItNames() {
        let directory = TemporaryDirectory("highlight")
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["t"]}"#)
        directory.write("courses/c/en/01-t.md", """
            ---
            id: t
            title: T
            ---

            ## Step 1

            ```swift step=1 file=A.swift highlight=2-3
            struct A {
                var a = 1
                var b = 2
            }
            ```
            """)
        let run = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: directory.path)
        #expect(run.status == 0, "\(run.err)")
        let page = directory.read("site/c/en/t.html") ?? ""
        let changed = page.components(separatedBy: "<span class=\"line changed\">").dropFirst().map { $0.components(separatedBy: "</span>\n").first ?? "" }
        #expect(changed == [
            "    <span class=\"tok-keyword\">var</span> a = <span class=\"tok-number\">1</span>",
            "    <span class=\"tok-keyword\">var</span> b = <span class=\"tok-number\">2</span>",
        ])
    }
}
