@testable import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Testing

/// Pagefind starts while the pages are rendered and checked; the build collects its
/// bundles after the checks, and a build that fails stops it and leaves nothing behind.
@Suite struct BackgroundSearchIndexTests {
    /// A stand-in for Pagefind that writes down its site folder and its process id, then
    /// waits ten minutes: only being stopped ends it within a test.
    static func waitingPagefind(_ directory: TemporaryDirectory) throws -> PagefindIndexer {
        let path = directory.file("pagefind.sh")
        try ExecutableFile.write(Array("""
            #!/bin/sh
            echo "$2" > "\(directory.file("site-folder"))"
            echo $$ > "\(directory.file("pid.part"))"
            mv "\(directory.file("pid.part"))" "\(directory.file("pid"))"
            exec sleep 600

            """.utf8), to: path)
        return PagefindIndexer(executable: path)
    }

    static func context(_ directory: TemporaryDirectory, indexer: PagefindIndexer) -> BuildContext {
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache/verify")))
        context.searchIndexer = indexer
        return context
    }

    @Test func aBuildThatFailsItsLinkCheckStopsPagefindAndRemovesItsWorkFolder() throws {
        let directory = IncrementalBuildTests.project()
        _ = directory.write(
            IncrementalBuildTests.lessonFile("second", 1),
            IncrementalBuildTests.lesson("second", title: "The second lesson", prose: "See [the notes](notes.html)."))
        var context = Self.context(directory, indexer: try Self.waitingPagefind(directory))
        // The checks run only once Pagefind is surely running, so stopping it is what is tested.
        let pagefindRunning = BuildStep("wait for Pagefind", isCheck: true) { _ in
            for _ in 0..<3_000 where !FileManager.default.fileExists(atPath: directory.file("pid")) { usleep(10_000) }
        }
        let steps: [BuildStep] = [.loadCourses, .renderPages, pagefindRunning, .validatePages, .checkLinks, .indexSearch, .publishSite]
        let error = try #require(throws: BuildError.self) { try BuildPipeline(steps: steps).run(&context) }

        #expect(error.failures.map(\.step) == ["check links"])
        let pid = try #require(directory.read("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        let sources = try #require(directory.read("site-folder")?.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(sources.hasSuffix("/pages"))
        #expect(!FileManager.default.fileExists(atPath: (sources as NSString).deletingLastPathComponent))
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }

    @Test func pagefindFailingWhilePagesAreCheckedFailsTheIndexSearchStep() throws {
        let directory = IncrementalBuildTests.project()
        var context = Self.context(directory, indexer: PagefindIndexer(executable: "/bin/false"))
        let error = try #require(throws: BuildError.self) { try BuildPipeline().run(&context) }
        #expect(error.failures.map(\.step) == ["index search"])
        #expect(error.failures.flatMap(\.lines) == ["/bin/false: error: search: Pagefind failed (exit 1) on the en pages: "])
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }

    @Test func sigtermWhilePagefindRunsStopsItRemovesItsFolderAndEndsCoursecBySigterm() throws {
        let directory = IncrementalBuildTests.project()
        let temporary = TemporaryDirectory("coursec-build-signal")
        let pagefind = try Self.waitingPagefind(directory)
        let coursec = Process()
        // Through env, which restores SIGTERM's default action: a process started from
        // one that ignores it (another test's verify) would ignore it too, as nohup wants.
        coursec.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        coursec.arguments = ["--default-signal=TERM", BuiltCoursec.path, "build", "--no-verify", "-o", directory.file("site")]
        coursec.currentDirectoryURL = URL(fileURLWithPath: directory.path)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment["COURSEC_PAGEFIND"] = pagefind.executable
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
        coursec.waitUntilExit()

        #expect(coursec.terminationReason == .uncaughtSignal)
        #expect(coursec.terminationStatus == SIGTERM)
        #expect(kill(pagefindID!, 0) == -1 && errno == ESRCH)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }
}
