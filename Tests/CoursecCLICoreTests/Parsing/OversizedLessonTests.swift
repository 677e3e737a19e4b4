import CoursecTestSupport
import Foundation
import Testing

/// A lesson over the size coursec builds is refused before it is read, at its first line.
@Suite struct OversizedLessonTests {
    @Test func aLessonOverThirtyTwoMebibytesIsAnErrorAtItsFirstLine() {
        let directory = TemporaryDirectory("oversized")
        directory.write("courses/c/course.json", "{\"title\": {\"en\": \"C\"}, \"sourceLanguage\": \"en\", \"lessons\": [\"one\"]}\n")
        let front = "---\nid: one\ntitle: One\n---\n\n"
        let lesson = directory.write("courses/c/en/01-one.md", front + String(repeating: "a", count: 32 * 1024 * 1024 + 1 - front.utf8.count))
        let run = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates, "--out", "site"], in: directory.path)
        #expect(run.status == 1)
        #expect(run.err == """
            \(lesson):1: error: this file is 33554433 bytes; coursec reads lessons of up to 33554432 bytes (32 MiB), as building a page costs about 35 times its size in memory: split it into several lessons
            error: the build stopped: step 'load courses' failed

            """)
    }
}
