import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// A crash's reason names the lesson line where it happened, not the runtime's
/// file or the backtracer's banner.
@Suite(.tags(.compiles)) struct CrashReasonTests {
    @Test func aBadPointerAndAnIndexOutOfRangeNameTheirLessonLines() throws {
        let fixture = try FixtureCourse(lessons: ["crash"])
        defer { fixture.remove() }
        let lesson = "---\nid: crash\ntitle: crash\n---\n\n" +
            "```swift run\nlet p = UnsafeMutablePointer<Int>(bitPattern: 8)!\np.pointee = 1\n```\n\n```output\n```\n\n" +
            "```swift run\nlet a = [1]\nprint(a[3])\n```\n\n```output\n```\n"
        try fixture.write("tr/01-crash.md", lesson)
        let file = fixture.path("tr/01-crash.md")

        let results = try Verifier(options: VerifierOptions()).verify([try fixture.load()])

        #expect(results.map(\.reason) == [
            "the snippet crashed (signal 11, SIGSEGV): Program crashed: Bad pointer dereference at 0x0000000000000008 (at \(file):8)",
            "the snippet crashed (signal 4, SIGILL): Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range (at \(file):16)",
        ])
    }
}
