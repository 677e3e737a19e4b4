import CourseModel
import CoursecSupport
import Foundation
import Testing

/// A write that fails says why, in the system's words and at the file.
@Suite struct AtomicFileTests {
    @Test func aFileThatCannotBeWrittenGivesTheSystemsReason() {
        #expect(throws: SystemFailure(code: ENOENT)) { try AtomicFile.create("/nonexistent-\(UUID().uuidString)/a.html", Data("x".utf8)) }
        #expect(SystemFailure(code: ENOSPC).reason == "No space left on device")
        // The one atomic write (lessons, cache entries, the JUnit report) says why too.
        #expect(throws: CourseError("cannot write: Not a directory", file: "/proc/version/a.xml")) {
            try AtomicFile.write("x", to: "/proc/version/a.xml")
        }
    }
}
