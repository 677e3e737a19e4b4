import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

@Suite(.tags(.compiles)) struct CacheTests {
    func options(_ fixture: FixtureCourse, runSeconds: Double = 10) -> VerifierOptions {
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.limits.runSeconds = runSeconds
        return options
    }

    func cachedFlags(_ results: [SnippetResult]) -> [String] {
        results.map { "\($0.lesson) \($0.blockIndex) \($0.cached)" }
    }

    @Test func compilesNothingTheSecondTimeAndOnlyTheEditedSnippetAfterAnEdit() throws {
        let fixture = try FixtureCourse(lessons: ["first", "second"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        try fixture.write("tr/02-second.md", LessonText.make(id: "second", runs: [("print(\"b\")", "b"), ("print(\"c\")", "c")]))
        let verifier = try Verifier(options: options(fixture))

        let cold = verifier.verify([try fixture.load()])
        #expect(cachedFlags(cold) == ["first 0 false", "second 0 false", "second 2 false"])
        let warm = verifier.verify([try fixture.load()])
        #expect(cachedFlags(warm) == ["first 0 true", "second 0 true", "second 2 true"])
        #expect(warm.map(\.status) == [.passed, .passed, .passed])

        try fixture.write("tr/02-second.md", LessonText.make(id: "second", runs: [("print(\"B\")", "B"), ("print(\"c\")", "c")]))
        #expect(cachedFlags(verifier.cachedResults(for: [try fixture.load()])) == ["first 0 true", "second 2 true"])
        let edited = verifier.verify([try fixture.load()])
        #expect(cachedFlags(edited) == ["first 0 true", "second 0 false", "second 2 true"])
        #expect(edited.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func judgesAnEditedOutputBlockFromTheCacheWithoutCompiling() throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        let verifier = try Verifier(options: options(fixture))
        _ = verifier.verify([try fixture.load()])

        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "x")]))
        let result = try #require(verifier.verify([try fixture.load()]).first)
        #expect(result.cached)
        #expect(result.status == .failed)
        #expect(result.lines == [SnippetResult.Line(lessonLine: 11, verdict: .differs, expected: "x", actual: "a")])
    }

    @Test func neitherReadsNorWritesTheCacheWithNoCache() throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        _ = try Verifier(options: options(fixture)).verify([try fixture.load()])
        let entries = try FileManager.default.contentsOfDirectory(atPath: fixture.cacheDirectory)
        #expect(entries.count == 1)

        var uncached = options(fixture)
        uncached.useCache = false
        let results = try Verifier(options: uncached).verify([try fixture.load()])
        #expect(results.map(\.cached) == [false])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.cacheDirectory) == entries)
    }

    @Test func doesNotCacheASnippetThatRanOutOfTime() throws {
        let fixture = try FixtureCourse(lessons: ["slow"])
        defer { fixture.remove() }
        try fixture.write("tr/01-slow.md", LessonText.make(id: "slow", runs: [("while true {}", "")]))
        let verifier = try Verifier(options: options(fixture, runSeconds: 1))
        let first = try #require(verifier.verify([try fixture.load()]).first)
        #expect(first.reason == "the snippet did not finish within 1 second (time limit)")
        #expect(!FileManager.default.fileExists(atPath: fixture.cacheDirectory))
        #expect(verifier.cachedResults(for: [try fixture.load()]).isEmpty)
    }
}

/// Identical snippets share one compile, whatever the cache holds.
@Suite(.tags(.compiles)) struct SharedCompileTests {
    @Test func compilesASnippetIdenticalInTwoLanguagesOnceWithAColdCache() throws {
        let fixture = try FixtureCourse(lessons: ["same"])
        defer { fixture.remove() }
        let lesson = LessonText.make(id: "same", runs: [("print(\"a\")", "a")])
        try fixture.write("tr/01-same.md", lesson)
        try fixture.write("en/01-same.md", lesson)
        let options = try fixture.optionsLoggingSwiftcCalls()

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed, .passed])
        #expect(results.map(\.cached) == [false, false])
        // One compile: the driver is asked for its jobs, and its one frontend job runs once.
        #expect(try fixture.swiftcCalls() == "--version\n-###\nfrontend -c\n")
    }
}

/// What the machine did to swiftc or the program is not the snippet's outcome, and is not kept.
@Suite(.tags(.compiles)) struct UncachedFailureTests {
    /// Verifies `fixture` with TMPDIR on a 4 MiB disk filled up to `free` KiB, then
    /// again, with the same cache, once the disk is empty.
    func verifyWithTemporaryFolderFull(
        _ fixture: FixtureCourse, leaving free: Int, sandboxed: Bool = true
    ) throws -> (full: [SnippetResult], freed: [SnippetResult]) {
        let disk = try SmallFileSystem(kibibytes: 4096)
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.environment["TMPDIR"] = disk.path
        options.sandbox = sandboxed
        let verifier = try Verifier(options: options)
        disk.fill(leaving: free)
        let full = verifier.verify([try fixture.load()])
        disk.free()
        return (full, verifier.verify([try fixture.load()]))
    }

    @Test func doesNotCacheACompileEndedByASignal() throws {
        let fixture = try FixtureCourse(lessons: ["killed"])
        defer { fixture.remove() }
        try fixture.write("tr/01-killed.md", LessonText.make(id: "killed", runs: [("print(\"a\")", "a")]))
        let swiftc = try #require(FixtureCourse.realSwiftc())
        // Answers --version as swiftc does, then dies as the OOM killer would have it.
        try fixture.writeExecutable("bin/swiftc", "#!/bin/sh\n[ \"$1\" = --version ] && exec '\(swiftc)' \"$@\"\nkill -9 $$\n")
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.environment["SWIFTC"] = fixture.path("bin/swiftc")

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.failed])
        #expect(results.first?.reason == "swiftc crashed (signal 9, SIGKILL)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: fixture.cacheDirectory)) ?? [] == [])
    }

    @Test(.enabled(if: SmallFileSystem.canMount, "mounting a tmpfs needs root"))
    func doesNotCacheACompileThatFoundTheDiskFullSoItPassesOnceSpaceIsFreed() throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))

        // Room for the sources, so swiftc starts, and not for what it writes: with 64 KiB
        // the one object of a `-wmo` compile sometimes fitted, and the link failed instead.
        let (full, freed) = try verifyWithTemporaryFolderFull(fixture, leaving: 32)

        #expect(full.map(\.status) == [.failed])
        #expect(full.first?.reason?.hasSuffix(": No space left on device") == true)
        #expect(freed.map(\.status) == [.passed])
        #expect(freed.map(\.cached) == [false])
    }

    @Test(.enabled(if: SmallFileSystem.canMount, "mounting a tmpfs needs root"))
    func doesNotCacheAProgramThatFoundTheDiskFullSoItPassesOnceSpaceIsFreed() throws {
        let fixture = try FixtureCourse(lessons: ["writer"])
        defer { fixture.remove() }
        // Writes 1 MiB into its folder (on the small disk), as a snippet beside it might.
        let code = """
            import Glibc
            let fd = open("big", O_WRONLY | O_CREAT, 0o600)
            var left = 1 << 20
            let chunk = [UInt8](repeating: 1, count: 1 << 16)
            while left > 0 {
                let written = write(fd, chunk, min(left, chunk.count))
                if written < 0 { fatalError(String(cString: strerror(errno))) }
                left -= written
            }
            print("written")
            """
        try fixture.write("tr/01-writer.md", LessonText.make(id: "writer", runs: [(code, "written")]))

        // Room to compile, not for the program's mebibyte. In the sandbox the program's
        // folder is a RAM disk of its own; without it, it is on TMPDIR's disk.
        let (full, freed) = try verifyWithTemporaryFolderFull(fixture, leaving: 768, sandboxed: false)

        #expect(full.map(\.status) == [.failed])
        #expect(full.first?.reason?.hasSuffix("Fatal error: No space left on device") == true)
        #expect(freed.map(\.status) == [.passed])
        #expect(freed.map(\.cached) == [false])
    }
}
