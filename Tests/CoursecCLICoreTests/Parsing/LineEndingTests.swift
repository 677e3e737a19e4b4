import CourseModel
import CoursecTestSupport
import Foundation
import Testing

/// A lesson saved with Windows line endings is the same lesson, and a program
/// printing "\r\n" prints the same lines.
@Suite(.tags(.compiles)) struct LineEndingTests {
    static let lesson = "---\nid: x\ntitle: X\n---\n\n```swift run\nprint(\"a\\r\")\n```\n\n```output\na\n```\n"

    @Test func aLessonWithCRLFLineEndingsParsesAsWithLF() {
        let directory = TemporaryDirectory("crlf")
        let lf = directory.write("en/01-x.md", Self.lesson)
        let crlf = directory.write("und/01-x.md", Self.lesson.replacingOccurrences(of: "\n", with: "\r\n"))
        let a = CLIRun.run(["extract", lf, "--json"])
        let b = CLIRun.run(["extract", crlf, "--json"])
        #expect(b.status == 0, "\(b.err)")
        #expect(a.out.replacingOccurrences(of: "/en/", with: "/und/").replacingOccurrences(of: "\"en\"", with: "\"und\"") == b.out)
    }

    @Test func linesEndAtEveryKindOfLineBreak() {
        #expect("a\r\nb\nc\rd\n".textLines == ["a", "b", "c", "d"])
        #expect("a\n\nb".textLines == ["a", "", "b"])
        #expect("".textLines == [])
        #expect("x  \t".trimmingTrailingWhitespace() == "x")
    }

    @Test func aProgramPrintingCRLFMatchesItsOutputBlock() {
        let directory = TemporaryDirectory("crlf")
        directory.write("c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["x"]}"#)
        directory.write("c/en/01-x.md", Self.lesson)
        let run = CLIRun.run(["verify", directory.path + "/c", "--no-cache"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out == "1 passed, 0 failed, 0 skipped\n")
    }
}
