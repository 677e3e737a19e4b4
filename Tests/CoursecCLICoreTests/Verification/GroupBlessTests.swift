import CoursecTestSupport
import Foundation
import Testing

/// `coursec verify --bless` inside a group: only the block whose own output differs is
/// rewritten, with what that block printed, and the group's other blocks keep every byte.
@Suite(.tags(.compiles, .binary)) struct GroupBlessTests {
    @Test func blessesTheOneBlockOfAGroupWhoseOutputDiffersAndNoOther() {
        let folder = TemporaryDirectory("coursec-group-bless")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        let lesson = """
            ---
            id: a
            title: A
            ---

            ```swift run group=sayac
            var total = 1
            print(total)
            ```

            ```output
            1
            ```

            ```swift run group=sayac
            total += 1
            print(total)
            print("iki")
            ```

            ```output
            3
            iki
            ```

            ```swift run group=sayac
            print(total * 10) // Prints "20"
            ```

            """
        folder.write("courses/c/tr/01-a.md", lesson)
        let run = CLIRun.run(["verify", "--bless"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == "\(folder.path)/courses/c/tr/01-a.md:22: \"3\" → \"2\"\nblessed 1 snippet in 1 file, 0 not blessed\n")
        #expect(folder.read("courses/c/tr/01-a.md") == lesson.replacingOccurrences(of: "```output\n3\niki\n", with: "```output\n2\niki\n"))
        #expect(CLIRun.run(["verify"], in: folder.path).out == "3 passed, 0 failed, 0 skipped\n")
    }
}
