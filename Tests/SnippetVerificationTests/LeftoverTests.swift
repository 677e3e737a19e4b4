import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// What a verify leaves behind: no processes, no temporary files.
@Suite(.tags(.compiles)) struct LeftoverTests {
    /// Live processes whose command line is exactly `command`.
    func liveProcesses(runningExactly command: String) -> [String] {
        LiveProcesses.matching { $0.joined(separator: " ") == command }
    }

    @Test func judgesASnippetByItsOwnExitAndKillsTheBackgroundChildItLeft() throws {
        // A sleep no other process on the machine runs, so the check below sees only ours.
        let sleep = "sleep 30.\(Int.random(in: 100_000...999_999))"
        let fixture = try FixtureCourse(lessons: ["orphan"])
        defer { fixture.remove() }
        // The sleep keeps the snippet's standard output open. The snippet waits for the
        // shell's word that the sleep started, not for the shell: Foundation's
        // waitUntilExit would wait for the sleep too (it holds Process's socket).
        let code = """
            import Foundation
            let child = Process()
            let started = Pipe()
            child.executableURL = URL(fileURLWithPath: "/bin/sh")
            child.arguments = ["-c", "\(sleep) & echo started >&2"]
            child.standardError = started
            try child.run()
            _ = started.fileHandleForReading.availableData
            print("done")
            """
        try fixture.write("tr/01-orphan.md", LessonText.make(id: "orphan", runs: [(code, "done")]))
        var options = VerifierOptions()
        // Shorter than the sleep: a verify that waited for the orphan (or its pipe's end)
        // would hit the limit and report a timeout instead of a pass. No wall-clock
        // assert: how long the compile takes depends on the machine's load.
        options.limits.runSeconds = 20
        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed])
        #expect(results.first?.reason == nil)
        #expect(liveProcesses(runningExactly: sleep) == [])
    }

    @Test func leavesNothingInTheTemporaryFolderItWasGiven() throws {
        let temporary = TemporaryDirectory("coursec-verify-tmpdir")
        let fixture = try FixtureCourse(lessons: ["temporary"])
        defer { fixture.remove() }
        try fixture.write("tr/01-temporary.md", LessonText.make(id: "temporary", runs: [
            ("print(\"a\")", "a"), ("print(missing)", ""),
        ]))
        var options = VerifierOptions()
        options.environment["TMPDIR"] = temporary.path
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed, .failed])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }
}
