import CoursecTestSupport
import Testing

/// The summary line agrees with the exit status: it counts the lesson errors and the
/// lessons they left out, and it is the last line printed.
@Suite(.tags(.compiles)) struct SummaryLineTests {
    let folder = TemporaryDirectory("coursec-summary")

    init() {
        folder.write("courses/demo/course.json", #"{"title": {"en": "Demo"}, "sourceLanguage": "en", "lessons": ["a", "b"]}"#)
        folder.write("courses/demo/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n\n```swift run\nprint(2)\n```\n\n```output\n2\n```\n")
        folder.write("courses/demo/en/02-b.md", "---\nid: b\ntitle: B\n---\n\n```swift runn\nprint(3)\n```\n\n```output\n3\n```\n")
    }

    @Test func aLessonErrorIsCountedBesideTheSnippetsThatPassed() {
        let run = CLIRun.run(["verify"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.out == "2 passed, 0 failed, 0 skipped, 1 lesson error, 1 lesson left out\n")
        #expect(run.err.hasPrefix("\(folder.file("courses/demo/en/02-b.md")):6: error: unknown word 'runn'"))
    }

    @Test func theGitHubFormatEndsWithTheSameLine() {
        let run = CLIRun.run(["verify", "--format", "github"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.out.hasPrefix("::error file=\(folder.file("courses/demo/en/02-b.md")),line=6::unknown word 'runn'"))
        #expect(run.out.hasSuffix("\n2 passed, 0 failed, 0 skipped, 1 lesson error, 1 lesson left out\n"))
    }

    @Test func aCourseLeftOutWholeCountsItsSoundLessons() {
        folder.write("courses/other/course.json", #"{"title": {"en": "Other"}, "sourceLanguage": "en", "lessons": ["c"], "support": ["Missing.swift"]}"#)
        folder.write("courses/other/en/01-c.md", "---\nid: c\ntitle: C\n---\n\n```swift run\nprint(4)\n```\n\n```output\n4\n```\n")
        let run = CLIRun.run(["verify"], in: folder.path)
        #expect(run.status == 1)
        #expect(run.out == "2 passed, 0 failed, 0 skipped, 2 lesson errors, 2 lessons left out\n")
    }

    @Test func aCleanRunKeepsTheShortLine() {
        folder.write("courses/demo/en/02-b.md", "---\nid: b\ntitle: B\n---\n\n```swift run\nprint(3)\n```\n\n```output\n3\n```\n")
        let run = CLIRun.run(["verify"], in: folder.path)
        #expect(run.status == 0)
        #expect(run.out == "3 passed, 0 failed, 0 skipped\n")
    }
}
