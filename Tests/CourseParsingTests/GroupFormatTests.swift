import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// The words of groups (docs/format.md, "Groups"): `group=NAME` on the roles that compile
/// as a program, `swift setup`, and `swift compile-error` with the errors it states.
@Suite struct GroupFormatTests {
    let directory = TemporaryDirectory("group-format")

    func load(_ body: String) throws -> Lesson {
        try CourseLoader().loadLesson(path: directory.write("en/01-x.md", "---\nid: x\ntitle: X\n---\n\n" + body))
    }

    func errors(_ body: String) -> String {
        do {
            _ = try load(body)
            return ""
        } catch {
            return "\(error)".replacingOccurrences(of: directory.file("en/01-x.md"), with: "x.md")
        }
    }

    @Test func readsTheGroupOfEachBlockAndNoneForABlockWithout() throws {
        let lesson = try load("```swift setup group=a.b_c-1\nlet x = 1\n```\n\n```swift run group=a.b_c-1\nprint(x)\n```\n\n```output\n1\n```\n\n```swift typecheck\nlet y = 2\n```\n")
        #expect(lesson.blocks.map(\.group) == ["a.b_c-1", "a.b_c-1", nil, nil])
        #expect(lesson.blocks.map(\.role) == [.setup, .run, .output, .typecheck])
        #expect(lesson.setupBlockCount == 1)
    }

    @Test func aGroupOnAnotherRoleOrWithAnotherCharacterIsAnErrorAtTheBlock() {
        #expect(errors("```swift parse group=a\nlet x = 1\n```\n") == "x.md:6: error: group= is for 'swift run', 'swift typecheck', 'swift setup' and 'swift compile-error' blocks, not 'parse'")
        #expect(errors("```swift run group=a/b\nprint(1)\n```\n\n```output\n1\n```\n") == "x.md:6: error: group= needs a name of letters, digits, '-', '_' and '.', such as 'points', not 'a/b'")
    }

    @Test func aSetupBlockNeedsNoExpectedOutputAndMayHaveOne() throws {
        let lesson = try load("```swift setup\nlet x = 1\n```\n\n```swift setup\nprint(2)\n```\n\n```output\n2\n```\n")
        #expect(lesson.blocks.map(\.role) == [.setup, .setup, .output])
        #expect(lesson.expectedOutput(of: lesson.blocks[0]) == nil)
        #expect(lesson.expectedOutput(of: lesson.blocks[1])?.lines.map(\.text) == ["2"])
    }

    @Test func aCompileErrorBlockStatesItsErrorsInCommentsBeforeItAndOnItsLines() throws {
        let lesson = try load("""
            <!-- error: first message -->

            <!-- error 2: second message -->
            ```swift compile-error
            let a = 1
            a = 2
            let s = "// Error: not a comment"
            print(b) // Error:  third message\u{20}
            ```

            """)
        #expect(lesson.blocks[0].expectedErrors == [
            ExpectedError(message: "first message", line: nil),
            ExpectedError(message: "second message", line: 11),
            ExpectedError(message: "third message", line: 13),
        ])
    }

    @Test func anErrorCommentAwayFromACompileErrorBlockIsAnErrorAtTheComment() {
        #expect(errors("<!-- error: lost -->\n\nSome prose.\n\n```swift compile-error\nx\n```\n") == "x.md:6: error: an '<!-- error: … -->' comment stands right before the 'swift compile-error' block it is about (only blank lines between)")
        #expect(errors("<!-- error: lost -->\n```swift typecheck\nlet x = 1\n```\n") == "x.md:6: error: an '<!-- error: … -->' comment stands before a 'swift compile-error' block only, and the block after this one is 'typecheck'")
        #expect(errors("<!-- error 3: too far -->\n```swift compile-error\nx\n```\n") == "x.md:6: error: this comment names line 3 of the block after it, which has 1 line")
    }
}
