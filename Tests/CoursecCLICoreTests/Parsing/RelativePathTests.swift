import CoursecTestSupport
import Foundation
import Testing

/// Paths typed relative to the folder coursec runs in: only the built executable runs
/// in a folder of the test's own (`CLIRun` spells every path absolute).
@Suite(.tags(.binary)) struct RelativePathTests {
    // Foundation's `deletingLastPathComponent` stopped coursec with "Illegal instruction"
    // on a one-letter folder name, as when finding this lesson's course folder.
    @Test func aLessonInAOneLetterFolderNamedRelativelyIsExtracted() throws {
        let directory = TemporaryDirectory()
        directory.write("b/01-greeting.md", """
            ---
            id: greeting
            title: Greeting
            ---

            # Greeting

            ```swift run
            print("hello")
            ```

            ```output
            hello
            ```

            """)
        let run = try BuiltExecutable.run(["extract", "b/01-greeting.md"], in: directory.path)
        #expect(run.status == 0)
        #expect(run.err == "")
        #expect(run.out == """
            b/01-greeting.md: greeting [und], 2 blocks
              b/01-greeting.md:8: run (main.swift)
              b/01-greeting.md:12: output

            """)
    }
}
