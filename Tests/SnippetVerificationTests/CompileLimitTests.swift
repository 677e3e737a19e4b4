import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// swiftc's time and memory caps: what they end is the inputs' doing, and is kept.
@Suite(.tags(.compiles)) struct CompileLimitTests {
    @Test(arguments: [true, false])
    func failsACompileThatExceedsItsMemoryCapNamingTheCap(sandboxed: Bool) throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        var options = VerifierOptions(cacheDirectory: fixture.cacheDirectory)
        // Too little for swiftc to load its libraries.
        options.limits.compileMemoryKiB = 64 << 10
        options.sandbox = sandboxed

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.failed])
        #expect(results.first?.reason == "swiftc ran out of memory (its limit is 64 MiB of address space)")
    }

    @Test func cachesACompileThatTimedOutAndSaysSoTheNextTimeWithoutRunningSwiftc() throws {
        let fixture = try FixtureCourse(lessons: ["slow"])
        defer { fixture.remove() }
        // A few seconds of swiftc, far beyond the limit below.
        let literal = "[" + (0..<5000).map(String.init).joined(separator: ", ") + "]"
        try fixture.write("tr/01-slow.md", LessonText.make(id: "slow", runs: [("print(\(literal).count)", "5000")]))
        var options = try fixture.optionsLoggingSwiftcCalls()
        options.limits.compileSeconds = 0.25
        let verifier = try Verifier(options: options)

        let first = verifier.verify([try fixture.load()])
        let second = verifier.verify([try fixture.load()])

        #expect(first.map(\.reason) == ["swiftc did not finish within 0.25 seconds (time limit)"])
        #expect(first.map(\.cached) == [false])
        #expect(second.map(\.reason) == [
            "swiftc did not finish within 0.25 seconds (time limit) (cached: the same inputs timed out before; run with --no-cache to try again)",
        ])
        #expect(second.map(\.cached) == [true])
        // The first frontend job ran out of time; the second verify started none.
        #expect(try fixture.swiftcCalls() == "--version\n-###\nfrontend -c\n")
    }
}
