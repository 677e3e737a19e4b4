import CoursecTestSupport
import Foundation
import Testing

/// A verify ended by a signal (Ctrl-C, a CI job cancelled) leaves no snippet running
/// and no scratch folder behind, and still ends by that signal.
@Suite(.tags(.binary, .compiles)) struct InterruptTests {
    /// Live processes running a snippet (`main` in its scratch folder, a folder under `folder`).
    func snippets(under folder: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name in
            guard let pid = pid_t(name),
                  let line = FileManager.default.contents(atPath: "/proc/\(name)/cmdline").map({ String(decoding: $0, as: UTF8.self) }),
                  line.hasPrefix(folder + "/"), line.hasSuffix("/main\0")
            else { return nil }
            return pid
        }
    }

    /// Polls `condition` every 50 ms for at most `seconds`.
    func eventually(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    @Test func sigtermKillsTheRunningSnippetRemovesItsScratchFolderAndEndsCoursecBySigterm() throws {
        let temporary = TemporaryDirectory("coursec-verify-signal")
        let fixture = try FixtureCourse(lessons: ["busy"])
        defer { fixture.remove() }
        try fixture.write("tr/01-busy.md", LessonText.make(id: "busy", runs: [("while true {}", "never")]))
        let coursec = Process()
        // Through env (which execs, keeping the pid): Process passes on ignored signals,
        // and SIGTERM is ignored in this process whenever another test's verify runs;
        // coursec leaves a signal it was started ignoring alone, as nohup expects.
        coursec.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        coursec.arguments = ["--default-signal=TERM", BuiltCoursec.path, "verify", fixture.directory, "--timeout", "60", "--no-cache"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        coursec.environment = environment
        coursec.standardOutput = FileHandle.nullDevice
        coursec.standardError = FileHandle.nullDevice
        try coursec.run()
        defer {
            // Whatever the outcome, no busy loop outlives the test.
            if coursec.isRunning { kill(coursec.processIdentifier, SIGKILL) }
            snippets(under: temporary.path).forEach { kill($0, SIGKILL) }
        }

        // Compiling comes first; the generous wait is for a loaded machine.
        #expect(eventually(within: 300) { !snippets(under: temporary.path).isEmpty })
        kill(coursec.processIdentifier, SIGTERM)
        coursec.waitUntilExit()

        #expect(coursec.terminationReason == .uncaughtSignal)
        #expect(coursec.terminationStatus == SIGTERM)
        // SIGKILL takes effect asynchronously; a snippet left running never goes.
        #expect(eventually(within: 10) { snippets(under: temporary.path).isEmpty })
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
