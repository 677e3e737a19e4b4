import CoursecTestSupport
import CourseModel
import Foundation
@testable import SnippetVerification
import Testing

/// verify runs the frontend and linker jobs swiftc's driver names (`swiftc -###`) itself,
/// and the driver only for what those jobs cannot say as it would.
@Suite(.tags(.compiles)) struct DriverJobsTests {
    @Test func compilesARunSnippetByRunningTheDriversFrontendJobsWithoutStartingTheDriver() throws {
        let fixture = try FixtureCourse(lessons: ["first"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        let options = try fixture.optionsLoggingSwiftcCalls()

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed])
        // One frontend job for main.swift, one for the course's Sync.swift, as the driver runs them.
        #expect(try fixture.swiftcCalls() == "--version\n-###\nfrontend -c\nfrontend -c\n")
    }

    @Test func asksTheDriverForItsJobsOncePerShapeOfCompile() throws {
        let fixture = try FixtureCourse(lessons: ["first", "second"])
        defer { fixture.remove() }
        try fixture.write("tr/01-first.md", LessonText.make(id: "first", runs: [("print(\"a\")", "a")]))
        try fixture.write("tr/02-second.md", LessonText.make(id: "second", runs: [("print(\"b\")", "b")]))
        var options = try fixture.optionsLoggingSwiftcCalls()
        options.mergesRuns = false

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed, .passed])
        #expect(try fixture.swiftcCalls() == "--version\n-###\n" + String(repeating: "frontend -c\n", count: 4))
    }

    @Test func reportsACompileErrorWithTheFrontendsMessagesAsTheDriverDid() throws {
        let fixture = try FixtureCourse(lessons: ["wrong"])
        defer { fixture.remove() }
        try fixture.write("tr/01-wrong.md", LessonText.make(id: "wrong", runs: [("let n: Int = \"x\"\nprint(n)", "1")]))
        let options = try fixture.optionsLoggingSwiftcCalls()

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.failed])
        #expect(results.map(\.line) == [7])
        #expect(results.map(\.reason) == ["cannot convert value of type 'String' to specified type 'Int'"])
        // The frontend's error is the outcome: the driver is not asked again.
        #expect(try fixture.swiftcCalls() == "--version\n-###\nfrontend -c\n")
    }

    @Test func reportsALinkFailureAsTheDriverSaysItByAskingTheDriver() throws {
        let fixture = try FixtureCourse(lessons: ["unlinked"])
        defer { fixture.remove() }
        let code = "@_silgen_name(\"coursec_nowhere\") func nowhere()\nnowhere()"
        try fixture.write("tr/01-unlinked.md", LessonText.make(id: "unlinked", runs: [(code, "")]))
        let options = try fixture.optionsLoggingSwiftcCalls()

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.failed])
        #expect(results.first?.reason?.contains("error: link command failed with exit code 1 (use -v to see invocation)") == true)
        #expect(try fixture.swiftcCalls() == "--version\n-###\nfrontend -c\nfrontend -c\n-Onone\n")
    }

    @Test func leavesToTheDriverAToolchainWhoseJobsHaveAQuotedArgument() {
        let said = "/usr/bin/true -frontend -c -primary-file /s/a.swift -o \"/s/with space/a.o\"\n"

        #expect(DriverJobs.parse(said, folder: "/s", sources: ["/s/a.swift"]) == nil)
    }

    @Test func givesEachJobItsOwnFilesAndTemporaryFolder() throws {
        let said = """
            /usr/bin/true -frontend -c -primary-file /s/coursec-driver-source-0.swift /s/coursec-driver-source-1.swift -file-compilation-dir /here -o /s/TemporaryDirectory.ab12/coursec-driver-source-0-1.o
            /bin/echo /s/TemporaryDirectory.ab12/coursec-driver-source-0-1.o -o /s/main

            """
        let jobs = try #require(DriverJobs.parse(said, folder: "/s", sources: ["/s/coursec-driver-source-0.swift", "/s/coursec-driver-source-1.swift"]))

        let script = jobs.script(directory: "/job", paths: ["/job/main.swift", "/job/It's.swift"], workingDirectory: "/job")

        #expect(script == """
            mkdir '/job/TemporaryDirectory.ab12' || exit 86
            '/usr/bin/true' '-frontend' '-c' '-primary-file' '/job/main.swift' '/job/It'\\''s.swift' '-file-compilation-dir' '/job' '-o' '/job/TemporaryDirectory.ab12/coursec-driver-source-0-1.o' || exit $?
            '/bin/echo' '/job/TemporaryDirectory.ab12/coursec-driver-source-0-1.o' '-o' '/job/main' || exit 86
            """)
        #expect(jobs.madeFolders(in: "/job") == ["/job/TemporaryDirectory.ab12"])
    }
}
