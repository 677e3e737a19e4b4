import CoursecTestSupport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// A support block that does not compile is one failure, not one per snippet.
@Suite(.tags(.compiles)) struct SupportFailureTests {
    static let broken = """
        ---
        id: broken
        title: Bozuk destek
        ---

        ```swift file=Bad.swift
        struct Bad {
            var value: Int = "not a number"
        }
        ```

        ```swift run
        print(Bad().value)
        ```

        ```output
        1
        ```

        ```swift run
        print(2)
        ```

        ```output
        2
        ```

        ```swift typecheck
        let bad = Bad()
        ```

        ```swift parse
        let fine = 1
        ```

        """

    static let fitting = """
        ---
        id: fitting
        title: Uyan destek
        ---

        ```swift file=Greeting.swift
        func greet(_ name: String) -> String { "merhaba \\(name)" }
        ```

        ```swift run
        print(greet(42))
        ```

        ```output
        merhaba 42
        ```

        """

    static let skipReason = "not run: a support file of this lesson does not compile (Bad.swift, line 8)"

    func summary(_ results: [SnippetResult]) -> [String] {
        results.map { "\($0.lesson) \($0.line) \($0.role.rawValue) \($0.status.rawValue): \($0.reason ?? "")" }
    }

    @Test func reportsABrokenSupportBlockOnceAndSkipsTheSnippetsThatCompileIt() throws {
        let fixture = try FixtureCourse(lessons: ["broken", "fitting"])
        defer { fixture.remove() }
        try fixture.write("tr/01-broken.md", Self.broken)
        try fixture.write("tr/02-fitting.md", Self.fitting)
        let verifier = try Verifier(options: VerifierOptions(cacheDirectory: fixture.cacheDirectory))

        let cold = verifier.verify([try fixture.load()])
        let expected = [
            "broken 8 support failed: cannot convert value of type 'String' to specified type 'Int'",
            "broken 12 run skipped: \(Self.skipReason)",
            "broken 20 run skipped: \(Self.skipReason)",
            "broken 28 typecheck skipped: \(Self.skipReason)",
            "broken 32 parse passed: ",
            // A snippet that does not fit a sound support file is still its own failure, at its line.
            "fitting 11 run failed: cannot convert value of type 'Int' to expected argument type 'String'",
        ]
        #expect(summary(cold) == expected)
        #expect(cold.first?.diagnostics.map(\.location) == [SourceLocation(file: fixture.path("tr/01-broken.md"), line: 8)])

        let warm = verifier.verify([try fixture.load()])
        #expect(summary(warm) == expected)
        #expect(warm.map(\.cached) == Array(repeating: true, count: expected.count))
    }

    @Test func printsTheBrokenSupportBlockOnceOnTheCommandLine() throws {
        let fixture = try FixtureCourse(lessons: ["broken"])
        defer { fixture.remove() }
        try fixture.write("tr/01-broken.md", Self.broken)
        let run = CLIRun.run(["verify", "--no-cache", "courses/demo"], in: fixture.root)
        #expect(run.status == 1)
        #expect(run.out == "1 passed, 1 failed, 3 skipped\n")
        #expect(run.err == """
            \(fixture.path("tr/01-broken.md")):8:22: error: cannot convert value of type 'String' to specified type 'Int'

            """)
    }
}
