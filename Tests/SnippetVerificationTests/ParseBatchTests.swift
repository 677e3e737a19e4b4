@testable import SnippetVerification
import Testing

/// Which `parse` blocks may share a frontend: those that leave nothing open for a later
/// block to close (the rest is in `VerifyScheduleTests`, with swiftc).
@Suite struct ParseBatchTests {
    @Test func onlyCodeThatLeavesNothingOpenIsParsedWithOthers() {
        let shared = [
            "let x = 1",
            "struct S { var a = [1, 2] }",
            "#if DEBUG\nlet y = 2\n#else\nlet y = 3\n#endif",
            "let s = \"\"\"\n  text { [\n  \"\"\"",
            "// a comment { at the end",
            // Unfinished, but the `;` after it makes swiftc say so.
            "let z =",
        ]
        let alone = [
            "func f() {",
            "let a = [1,",
            "let s = \"\"\"\nnever closed",
            "/* a comment never closed",
            "#if DEBUG\nlet y = 2",
            "let r = #/\n  a b\n",
        ]
        #expect(shared.filter(ParseBatch.endsWhereAFileCan) == shared)
        #expect(alone.filter(ParseBatch.endsWhereAFileCan) == [])
    }
}
