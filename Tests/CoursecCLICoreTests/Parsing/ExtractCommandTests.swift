import CoursecTestSupport
import Testing

/// `coursec extract`'s own manners: every lesson's errors at once, exit 1; its usage and help.
@Suite struct ExtractCommandTests {
    let directory = TemporaryDirectory("malformed")

    @Test func errorsInSeveralLessonsAreAllReported() {
        let a = directory.write("und/a.md", "---\nid: a\n---\n")
        let b = directory.write("und/b.md", "---\nid: b\ntitle: B\n---\n\n```output\n```\n")
        let run = CLIRun.run(["extract", a, b])
        #expect(run.status == 1)
        #expect(run.err == """
            \(a):1: error: front matter has no 'title'
            \(b):6: error: an output block must follow a 'swift run' block, and this one has none before it

            """)
    }

    @Test func anUnknownOptionIsAUsageErrorWithExit64() {
        let run = CLIRun.run(["extract", "--jsn", "x.md"])
        #expect(run.status == 64)
        #expect(run.err == "error: unknown option '--jsn' (did you mean '--json'?)\nusage: coursec extract <lesson.md|seed.txt>... [--json] [--courses DIR]\n")
    }

    @Test func helpGoesToStandardOutputWithExit0() {
        let run = CLIRun.run(["extract", "--help"])
        #expect(run.status == 0)
        #expect(run.out.hasPrefix("usage: coursec extract <lesson.md|seed.txt>... [--json] [--courses DIR]\n"))
        #expect(run.err == "")
    }
}
