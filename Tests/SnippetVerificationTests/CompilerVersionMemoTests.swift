import CoursecTestSupport
import Foundation
import SnippetVerification
import Testing

/// What `swiftc --version` said is kept in `compilerMemoDirectory`, by what stands for
/// swiftc's version (its file's path, size and modification time, and its frontend's),
/// so a verifier made again for an unchanged swiftc does not ask it.
@Suite struct CompilerVersionMemoTests {
    /// A swiftc that notes each `--version` in `versions.log`, then is the real one.
    static func countingSwiftc(_ fixture: FixtureCourse, saying extra: String = "") throws -> VerifierOptions {
        let swiftc = try #require(FixtureCourse.realSwiftc())
        try fixture.writeExecutable("bin/swiftc", """
            #!/bin/sh
            [ "$1" = --version ] && echo asked >> '\(fixture.path("versions.log"))'
            exec '\(swiftc)' "$@"
            \(extra)
            """)
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        options.environment["SWIFTC"] = fixture.path("bin/swiftc")
        options.compilerMemoDirectory = fixture.root + "/.coursec-cache/compiler"
        options.sandbox = false
        return options
    }

    static func asked(_ fixture: FixtureCourse) -> Int {
        ((try? String(contentsOfFile: fixture.path("versions.log"), encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    @Test func anUnchangedSwiftcIsAskedItsVersionOnceAndAChangedOneAgain() throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        try FileManager.default.createDirectory(atPath: fixture.root + "/.coursec-cache", withIntermediateDirectories: true)
        let options = try Self.countingSwiftc(fixture)

        let first = try Verifier(options: options).verify([try fixture.load()])
        let second = try Verifier(options: options).verify([try fixture.load()])
        #expect(Self.asked(fixture) == 1)
        #expect(first.map(\.status) == [.passed] && second.map(\.cached) == [true])

        // Another swiftc at the same path (a toolchain installed over the last): asked again,
        // and its results are not the last one's.
        _ = try Self.countingSwiftc(fixture, saying: "# another build of it")
        let third = try Verifier(options: options).verify([try fixture.load()])
        #expect(Self.asked(fixture) == 2)
        #expect(third.map(\.status) == [.passed])
    }

    @Test func withoutTheCacheOrWithoutACacheFolderSwiftcIsAskedEveryTimeAndNothingIsKept() throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        var options = try Self.countingSwiftc(fixture)
        // No `.coursec-cache` yet: a build that fails before making one leaves nothing behind.
        _ = try Verifier(options: options)
        _ = try Verifier(options: options)
        #expect(Self.asked(fixture) == 2)
        #expect(!FileManager.default.fileExists(atPath: fixture.root + "/.coursec-cache"))
        // `--no-cache`: nothing is read, nothing written.
        try FileManager.default.createDirectory(atPath: fixture.root + "/.coursec-cache", withIntermediateDirectories: true)
        options.useCache = false
        _ = try Verifier(options: options)
        _ = try Verifier(options: options)
        #expect(Self.asked(fixture) == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/.coursec-cache") == [])
    }
}
