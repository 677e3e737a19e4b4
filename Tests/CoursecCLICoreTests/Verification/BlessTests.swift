import CoursecTestSupport
import Foundation
import Testing

/// `coursec verify --bless` on a one-lesson course with no support files, through the CLI.
@Suite(.tags(.compiles)) struct BlessTests {
    static let manifest = #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#

    func course(_ lesson: String) -> TemporaryDirectory {
        let folder = TemporaryDirectory("coursec-bless")
        folder.write("courses/c/course.json", Self.manifest)
        folder.write("courses/c/tr/01-a.md", lesson)
        return folder
    }

    @Test func restoresAChangedExpectedLineByteExactlyInACRLFLesson() throws {
        let original = "---\r\nid: a\r\ntitle: A\r\n---\r\n\r\nText  \r\n\r\n```swift run\r\nprint(\"one\")\r\nprint(\"two\")\r\n```\r\n\r\n```output\r\none   \r\ntwo\r\n```\r\n"
        let folder = course(original.replacingOccurrences(of: "two\r\n```\r\n", with: "TWO\r\n```\r\n"))
        let run = CLIRun.run(["verify", "--bless"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == "\(folder.path)/courses/c/tr/01-a.md:15: \"TWO\" → \"two\"\nblessed 1 snippet in 1 file, 0 not blessed\n")
        #expect(FileManager.default.contents(atPath: folder.file("courses/c/tr/01-a.md")) == Data(original.utf8))
        #expect(CLIRun.run(["verify"], in: folder.path).out == "1 passed, 0 failed, 0 skipped\n")
    }

    @Test func addsAndRemovesLinesBeforeTheClosingFence() {
        let folder = course("---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\nprint(2)\n```\n\n```output\n1\n```\n\n```swift run\nprint(1)\n```\n\n```output\n1\n9\n```\n")
        let run = CLIRun.run(["verify", "--bless"], in: folder.path)
        #expect(run.out == """
            \(folder.path)/courses/c/tr/01-a.md:13: (nothing) → "2"
            \(folder.path)/courses/c/tr/01-a.md:21: "9" → (nothing)
            blessed 2 snippets in 1 file, 0 not blessed

            """)
        #expect(folder.read("courses/c/tr/01-a.md") == "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\nprint(2)\n```\n\n```output\n1\n2\n```\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
    }

    @Test func rewritesPrintsCommentsAndBareOutputCommentsInPlace() {
        let folder = course("---\nid: a\ntitle: A\n---\n\n```swift run\nlet x = 3\nprint(x + 4) // Prints \"8\"\nprint(\"say \\\"hi\\\"\")\n// Prints \"q\"\n```\n\n```swift run\nprint(\"hi\")\nprint(\"there\")\n// hi\n// where\n```\n")
        let run = CLIRun.run(["verify", "--bless"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == """
            \(folder.path)/courses/c/tr/01-a.md:8: "8" → "7"
            \(folder.path)/courses/c/tr/01-a.md:10: "q" → "say "hi""
            \(folder.path)/courses/c/tr/01-a.md:17: "where" → "there"
            blessed 2 snippets in 1 file, 0 not blessed

            """)
        #expect(folder.read("courses/c/tr/01-a.md") == "---\nid: a\ntitle: A\n---\n\n```swift run\nlet x = 3\nprint(x + 4) // Prints \"7\"\nprint(\"say \\\"hi\\\"\")\n// Prints \"say \\\"hi\\\"\"\n```\n\n```swift run\nprint(\"hi\")\nprint(\"there\")\n// hi\n// there\n```\n")
    }

    @Test func refusesCompileErrorsCrashesAndNonZeroExitsSayingWhyAndLeavesTheLessonAlone() {
        let lesson = "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(missing)\n```\n\n```output\nx\n```\n\n```swift run\nprint(\"a\")\nfatalError(\"boom\")\n```\n\n```output\nb\n```\n\n```swift run\nimport Foundation\nprint(\"c\")\nexit(3)\n```\n\n```output\nd\n```\n"
        let folder = course(lesson)
        let run = CLIRun.run(["verify", "--bless"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.out == "blessed 0 snippets in 0 files, 3 not blessed\n")
        let file = folder.file("courses/c/tr/01-a.md")
        #expect(run.err.split(separator: "\n").map(String.init) == [
            "\(file):7: error: not blessed: it does not compile (cannot find 'missing' in scope)",
            "\(file):14: error: not blessed: its program did not run to completion: the snippet crashed (signal 4, SIGILL): \(file):16: Fatal error: boom",
            "\(file):23: error: not blessed: its program did not run to completion: the snippet exited with status 3",
        ])
        #expect(folder.read("courses/c/tr/01-a.md") == lesson)
    }

    @Test func refusesAPrintedControlCharacterALessonCannotHoldNamingItAtItsLine() {
        // An output block, a // Prints comment and bare comments: none could hold ESC or NUL,
        // and the lesson would no longer load. A tab is a lesson's own and is blessed.
        let lesson = #"""
            ---
            id: a
            title: A
            ---

            ```swift run
            print("a")
            print("b\u{1B}[2J")
            ```

            ```output
            a
            x
            ```

            ```swift run
            print("n\u{0}") // Prints "n"
            ```

            ```swift run
            print("t\tu")
            // t
            ```

            """#
        let folder = course(lesson)
        let run = CLIRun.run(["verify", "--bless"], in: folder.path)
        let file = folder.file("courses/c/tr/01-a.md")
        #expect(run.status == 1)
        #expect(run.err == #"""
            \#(file):13: error: not blessed: the program prints the control character \u{1B}, which a lesson cannot hold (a lesson holds text, tabs and line breaks only)
            \#(file):17: error: not blessed: the program prints the control character \u{0}, which a lesson cannot hold (a lesson holds text, tabs and line breaks only)

            """#)
        #expect(run.out == "\(file):22: \"t\" → \"t\tu\"\nblessed 1 snippet in 1 file, 2 not blessed\n")
        #expect(folder.read("courses/c/tr/01-a.md") == lesson.replacingOccurrences(of: "// t\n", with: "// t\tu\n"))
        #expect(CLIRun.run(["verify"], in: folder.path).err.hasPrefix("\(file):11: error: output differs"))
    }

    @Test func aPrintsCommentMismatchIsReportedAtTheCommentsOwnLine() {
        let folder = course("---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\nprint(2) // Prints \"3\"\n```\n")
        let run = CLIRun.run(["verify"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == """
            \(folder.path)/courses/c/tr/01-a.md:8: error: output differs from what the snippet prints (1 bayat, 1 artık)
              8 bayat   expected: 3 | actual: 1
              8 artık   expected: (nothing) | actual: 2

            """)
    }
}
