import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// `output hidden`: what a program may also print that the lesson does not show the
/// reader (swift-book's `<<` lines) is not extra output; what the lesson shows is still
/// compared line by line.
@Suite(.tags(.compiles)) struct HiddenOutputTests {
    @Test func printedLinesTheHiddenOutputAccountsForAreNotExtraWhereverTheyStand() throws {
        let (results, _) = try GroupTests.verify("""
            ```swift run
            print("shown")
            print("kept from the reader")
            // Prints "shown"
            ```

            ```output hidden
            kept from the reader
            ```

            ```swift run group=g
            print("first")
            print("hidden between")
            print("second")
            ```

            ```output
            first
            second
            ```

            ```output hidden
            hidden between
            ```

            ```swift run
            print("shown")
            print("another line")
            ```

            ```output
            shown
            ```

            ```output hidden
            kept from the reader
            ```

            """)
        #expect(results.map { "\($0.line) \($0.status.rawValue) \($0.reason ?? "-")" } == [
            "6 passed -",
            "16 passed -",
            // Hidden lines it did not print are no fault; a printed line they do not account for is extra.
            "36 failed output differs from what the snippet prints (1 extra)",
        ])
    }

    @Test func anOutputHiddenBlockStandsRightAfterItsRunOrItsOutputBlock() throws {
        let lesson = """
            ---
            id: a
            title: A
            ---

            Text.

            ```output hidden
            alone
            ```

            ```swift ignore
            let x = 1
            ```

            ```output hidden visible
            x
            ```

            """
        #expect(throws: CourseErrors([
            CourseError("an 'output hidden' block must follow a 'swift run' or 'swift setup' block, or its output block", at: SourceLocation(file: "a.md", line: 8)),
            CourseError("unknown word 'visible' in info string 'output hidden visible' (an output block takes one option, 'hidden')", at: SourceLocation(file: "a.md", line: 16)),
        ])) { try LessonParser(language: "en").parseAll(lesson, file: "a.md") }
    }
}
