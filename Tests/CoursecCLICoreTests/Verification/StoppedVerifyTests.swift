import CoursecTestSupport
import Foundation
import Testing

/// What a `coursec verify` that stops early leaves behind, seen from outside the process.
@Suite(.tags(.binary, .compiles)) struct StoppedVerifyTests {
    @Test func aVerifyStoppedByLessonErrorsLeavesNothingInTheTemporaryFolder() throws {
        // Only a separate process shows it: the background `swiftc --version` and its
        // scratch folder used to be cut off when coursec exited on the lesson errors.
        let temporary = TemporaryDirectory("coursec-verify-stopped-tmp")
        let folder = TemporaryDirectory("coursec-verify-stopped")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", "no front matter\n")
        #expect(try BuiltCoursec.run(["verify", "--no-cache"], in: folder.path, tmpdir: temporary.path) == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
