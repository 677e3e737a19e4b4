import CoursecTestSupport
import Foundation
import Testing

/// `coursec serve` stops on Ctrl-C from its first moment (docs/serve.md, "Stopping"):
/// its first build used to run with the signals ignored, so Ctrl-C during it was lost and
/// serve went on serving.
@Suite(.tags(.binary, .compiles)) struct ServeEarlyStopTests {
    @Test func ctrlCDuringTheFirstBuildStopsServeAtOnceAndLeavesNothing() throws {
        let folder = TemporaryDirectory("coursec-serve-early-stop")
        let scratch = TemporaryDirectory("coursec-serve-early-stop-tmp")
        folder.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/c/tr/01-a.md", ServeTests.lesson)
        let (process, printed) = try ServeTests.serve(["--port", String(ServeTests.freePort())], in: folder, tmpdir: scratch)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Its site folder is made as the first build begins (about 0.1 to 0.3 s after the start).
        #expect(ServeTests.eventually(within: 10) {
            ((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).contains { $0.hasPrefix("coursec-serve") }
        })
        process.interrupt()
        let stopped = Date()
        #expect(ServeTests.eventually(within: 10) { !process.isRunning })
        #expect(Date().timeIntervalSince(stopped) < 10)
        #expect(!process.isRunning)
        guard !process.isRunning else { return }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(!printed.text.contains("built "))
        #expect(printed.text.hasSuffix("stopped\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }
}
