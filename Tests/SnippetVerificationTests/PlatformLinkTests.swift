import CoursecTestSupport
import CourseModel
import Foundation
@testable import SnippetVerification
import Testing

/// A program links as it would on the platform the lesson was written on: there, libm is
/// part of the system library, so the standard library's own calls into it always link.
@Suite(.tags(.compiles)) struct PlatformLinkTests {
    @Test func aProgramWhoseStandardLibraryCallsNeedLibmLinksWithoutImportingFoundation() throws {
        let fixture = try FixtureCourse(lessons: ["exact"])
        defer { fixture.remove() }
        // `Int(exactly:)` over a `Double` is inlined into the program and calls `round`;
        // without libm on the link line the linker says "undefined reference to 'round'".
        let lesson = "---\nid: exact\ntitle: exact\n---\n\n" +
            "```swift run\nprint(Int(exactly: 2.5) == nil)\nprint(Int(exactly: 4.0) ?? 0)\n```\n\n```output\ntrue\n4\n```\n\n" +
            "```swift setup group=g\nlet whole = Int(exactly: 8.0)\n```\n\n" +
            "```swift run group=g\nprint(whole ?? -1, Int(exactly: 0.5) == nil)\n```\n\n```output\n8 true\n```\n"
        try fixture.write("tr/01-exact.md", lesson)

        let results = try Verifier(options: VerifierOptions()).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed, .passed, .passed])
        #expect(results.map(\.reason) == [nil, nil, nil])
    }

    @Test func aGroupWhoseLinkFailsIsReportedWithTheLinkersError() throws {
        let fixture = try FixtureCourse(lessons: ["link"])
        defer { fixture.remove() }
        let lesson = "---\nid: link\ntitle: link\n---\n\n" +
            "```swift setup group=g\n@_silgen_name(\"coursecNowhere\") func nowhere() -> Int32\n```\n\n" +
            "```swift run group=g\nprint(nowhere())\n```\n\n```output\n0\n```\n"
        try fixture.write("tr/01-link.md", lesson)

        let results = try Verifier(options: VerifierOptions()).verify([try fixture.load()])

        #expect(results.map(\.reason) == [String](
            repeating: "swiftc exited with status 1: the link failed: undefined symbol: coursecNowhere", count: results.count))
    }

    @Test func aFailedLinkIsReportedByTheLinkersOwnErrorNotTheDriversOrAWarning() {
        let lld = """
            main.swift:3:23: warning: '#sourceLocation' directive produces '#fileID' string of 'Snippet/x.swift', which conflicts
            error: link command failed with exit code 1 (use -v to see invocation)
            ld.lld: error: undefined symbol: coursecMissing
            >>> referenced by main-1.o
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            """
        let gold = """
            /tmp/TemporaryDirectory.x/main-1.o:main-1.o:function main: error: undefined reference to 'coursecMissing'
            clang: error: linker command failed with exit code 1 (use -v to see invocation)
            error: link command failed with exit code 1 (use -v to see invocation)
            """
        #expect(CompilerDiagnostic.failureMessage(in: lld) == "the link failed: undefined symbol: coursecMissing")
        #expect(CompilerDiagnostic.failureMessage(in: gold) == "the link failed: undefined reference to 'coursecMissing'")
        #expect(CompilerDiagnostic.failureMessage(in: "warning: only this\n<unknown>:0: error: unable to open output file 'main'") ==
            "<unknown>:0: error: unable to open output file 'main'")
        #expect(CompilerDiagnostic.failureMessage(in: "main.swift:1:1: warning: a warning alone") == nil)
    }
}
