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
        let swiftc = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) })
        // A swiftc that notes each call's first argument, then is the real one.
        let log = fixture.root + "/calls.log"
        try fixture.writeExecutable("bin/swiftc", "#!/bin/sh\necho \"$1\" >> '\(log)'\nexec '\(swiftc)' \"$@\"\n")
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.environment["SWIFTC"] = fixture.path("bin/swiftc")
        // The sandbox would keep the wrapper from writing its log outside the scratch folder.
        options.sandbox = false

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed, .passed])
        #expect(results.map(\.cached) == [false, false])
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "--version\n-Onone\n")
    }
}

/// What the machine did to swiftc is not the snippet's outcome, and is not kept.
@Suite(.tags(.compiles)) struct UncachedFailureTests {
    @Test func doesNotCacheACompileEndedByASignal() throws {
        let fixture = try FixtureCourse(lessons: ["killed"])
        defer { fixture.remove() }
        try fixture.write("tr/01-killed.md", LessonText.make(id: "killed", runs: [("print(\"a\")", "a")]))
        let swiftc = try #require(ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) })
        // Answers --version as swiftc does, then dies as the OOM killer would have it.
        try fixture.writeExecutable("bin/swiftc", "#!/bin/sh\n[ \"$1\" = --version ] && exec '\(swiftc)' \"$@\"\nkill -9 $$\n")
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.environment["SWIFTC"] = fixture.path("bin/swiftc")

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.failed])
        #expect(results.first?.reason == "swiftc crashed (signal 9, SIGKILL)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: fixture.cacheDirectory)) ?? [] == [])
    }
}
