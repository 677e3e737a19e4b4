import CoursecTestSupport
import Foundation
import Testing

/// `coursec build` stopped by SIGTERM while Pagefind runs: seen from outside, as a shell sees it.
@Suite(.tags(.binary)) struct BuildSignalTests {
    /// With and without verifying first: the verify's own handling of the signals ends
    /// before Pagefind starts, and once libdispatch ignored a signal whose source had been
    /// cancelled and made again, so such a build could not be stopped while Pagefind ran.
    @Test(arguments: [["--no-verify"], []])
    func sigtermWhilePagefindRunsStopsItRemovesItsFolderAndEndsCoursecBySigterm(verifying: [String]) throws {
        let directory = FourLessonCourse.project()
        let temporary = TemporaryDirectory("coursec-build-signal")
        let pagefind = try WaitingPagefind.write(in: directory)
        let coursec = Process()
        // Through env, which restores SIGTERM's default action: a process started from
        // one that ignores it (another test's verify) would ignore it too, as nohup wants.
        coursec.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        coursec.arguments = ["--default-signal=TERM", BuiltCoursec.path, "build"] + verifying + ["-o", directory.file("site")]
        coursec.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment["COURSEC_PAGEFIND"] = pagefind
        coursec.environment = environment
        coursec.standardOutput = FileHandle.nullDevice
        coursec.standardError = FileHandle.nullDevice
        try coursec.run()
        var pagefindID: pid_t?
        defer {
            if coursec.isRunning { kill(coursec.processIdentifier, SIGKILL) }
            if let pagefindID { kill(pagefindID, SIGKILL) }
        }
        for _ in 0..<6_000 where !FileManager.default.fileExists(atPath: directory.file("pid")) { usleep(50_000) }
        pagefindID = try #require(directory.read("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })

        kill(coursec.processIdentifier, SIGTERM)
        // A coursec that ignored the signal would never end: given a minute, then killed.
        for _ in 0..<1_200 where coursec.isRunning { usleep(50_000) }
        #expect(!coursec.isRunning, "coursec went on after SIGTERM")
        if coursec.isRunning { kill(coursec.processIdentifier, SIGKILL) }
        coursec.waitUntilExit()

        #expect(coursec.terminationReason == .uncaughtSignal)
        #expect(coursec.terminationStatus == SIGTERM)
        #expect(kill(pagefindID!, 0) == -1 && errno == ESRCH)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }
}
