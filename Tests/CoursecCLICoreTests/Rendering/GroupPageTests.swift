import CoursecTestSupport
import Foundation
import Testing

/// A lesson page of a group: its `swift setup` block is shown nowhere (page or search),
/// the page source says how many blocks it hides, and the group's blocks carry honest badges.
@Suite(.tags(.compiles, .binary, .pagefind)) struct GroupPageTests {
    @Test func aSetupBlockAppearsNowhereInThePageAndTheBlocksAreCheckedInContext() throws {
        let directory = TemporaryDirectory("group-page")
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["rooms"]}"#)
        directory.write("courses/c/en/01-rooms.md", """
            ---
            id: rooms
            title: Rooms
            ---

            ```swift setup group=house
            struct HiddenRoom { var width = 4, depth = 5 }
            let kitchen = HiddenRoom()
            ```

            ```swift run group=house
            print(kitchen.width * kitchen.depth)
            ```

            ```output
            20
            ```

            ```swift typecheck group=house
            print("shown, not judged")
            ```

            <!-- error: cannot assign to property: 'kitchen' is a 'let' constant -->
            ```swift compile-error group=house
            kitchen.width = 9
            ```

            ```swift setup
            print("HiddenOutput")
            ```

            ```output
            HiddenOutput
            ```

            ```swift typecheck
            let area = 4 * 5
            ```

            """)
        let run = CLIRun.run(["build", "--templates", Repository.templates], in: directory.path)
        #expect(run.status == 0, "\(run.err)")
        let page = try #require(directory.read("site/c/en/rooms.html"))
        #expect(!page.contains("HiddenRoom") && !page.contains("HiddenOutput"))
        #expect(page.contains("<!-- hidden blocks: 2 (swift setup) -->"))
        let badges = page.components(separatedBy: "<span class=\"badge ").dropFirst().map { $0.prefix(while: { $0 != "<" }) }
        #expect(badges == [
            "badge-verified badge-verified-in-context\">checked in context",
            "badge-ran-in-context\">run in context, output not checked",
            "badge-verified badge-rejected\">rejected by the compiler, as it should be",
            "badge-typechecked\">typechecked, not run",
        ])
        // Only the run and the rejected block had what they did compared with the lesson.
        let index = try #require(directory.read("site/c/en/index.html"))
        #expect(index.contains("""
            <p class="meta"><span class="verified-count">2 of 4 programs verified (output compared)</span> · \
            <span class="ran-count">1 ran in context (output not compared)</span> · \
            <span class="typechecked-count">1 typechecked only</span> <span class="tag state-original" title="">original</span></p>
            """))
        let search = try FileManager.default.subpathsOfDirectory(atPath: directory.file("site")).filter { $0.hasSuffix(".html") }
            .compactMap { directory.read("site/" + $0) }
        #expect(!search.contains { $0.contains("HiddenRoom") || $0.contains("HiddenOutput") })
    }
}
