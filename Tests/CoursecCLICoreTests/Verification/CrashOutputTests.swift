import CoursecTestSupport
import Foundation
import Testing

/// A crashing snippet's standard output is line-buffered, so what it printed
/// before the crash is kept, compared and shown under the crash line.
@Suite(.tags(.compiles)) struct CrashOutputTests {
    @Test func aCrashShowsTheCrashLineAndEverythingPrintedBeforeIt() {
        let folder = TemporaryDirectory("coursec-crash")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(\"before\")\nprint(\"more\")\nfatalError(\"boom\")\n```\n\n```output\nbefore\nmore\nafter\n```\n")
        let run = CLIRun.run(["verify", "--no-cache"], in: folder.path)
        let file = folder.file("courses/c/tr/01-a.md")
        #expect(run.status == 1)
        #expect(run.err == """
            \(file):6: error: the snippet crashed (signal 4, SIGILL): \(file):9: Fatal error: boom
              13 uyumlu  expected: before | actual: before
              14 uyumlu  expected: more | actual: more
              15 eksik   expected: after | actual: (nothing)

            """)
    }
}
