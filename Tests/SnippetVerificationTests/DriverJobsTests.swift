import CoursecTestSupport
import CourseModel
import Foundation
@testable import SnippetVerification
import Testing

/// verify runs the frontend and linker jobs swiftc's driver names (`swiftc -###`) itself,
/// and the driver only for what those jobs cannot say as it would.
@Suite(.tags(.compiles)) struct DriverJobsTests {
    /// The results of a verify of one lesson with one `run` snippet, and the swiftc calls it made.
    func verifyLoggingCalls(_ code: String, output: String) throws -> (results: [SnippetResult], calls: String) {
        let fixture = try FixtureCourse(lessons: ["only"])
        defer { fixture.remove() }
        try fixture.write("tr/01-only.md", LessonText.make(id: "only", runs: [(code, output)]))
        let results = try Verifier(options: try fixture.optionsLoggingSwiftcCalls()).verify([try fixture.load()])
        return (results, try fixture.swiftcCalls())
    }

    @Test func compilesARunSnippetByRunningTheDriversFrontendJobsWithoutStartingTheDriver() throws {
        let (results, calls) = try verifyLoggingCalls("print(\"a\")", output: "a")

        #expect(results.map(\.status) == [.passed])
        // One frontend job (`-wmo`) for main.swift and the course's Sync.swift together, as the driver runs it.
        #expect(calls == "--version\n-###\nfrontend -c\n")
    }

    @Test func linksARunSnippetWithTheLLDOfTheToolchainThatHasOne() throws {
        let swiftc = try SwiftCompiler.locatePath(environment: ProcessInfo.processInfo.environment)
        let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        try #require(FileManager.default.isExecutableFile(atPath: folder + "/ld.lld"), "this toolchain has no ld.lld")
        let fixture = try FixtureCourse(lessons: ["only"])
        defer { fixture.remove() }
        // lld names itself in the executable's `.comment` section; gold does not. The name
        // is spelled backwards so that the program's own string is not what is found.
        let code = """
            import Foundation
            let executable = FileManager.default.contents(atPath: "/proc/self/exe") ?? Data()
            print(executable.range(of: Data(String("DLL :rekniL".reversed()).utf8)) == nil ? "not lld" : "lld")
            """
        try fixture.write("tr/01-only.md", LessonText.make(id: "only", runs: [(code, "lld")]))

        let results = try Verifier(options: VerifierOptions()).verify([try fixture.load()])

        #expect(results.first?.lines.map(\.actual) == ["lld"])
        #expect(results.map(\.status) == [.passed])
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
        #expect(try fixture.swiftcCalls() == "--version\n-###\n" + String(repeating: "frontend -c\n", count: 2))
    }

    @Test func asksTheDriverOnceForWholeModuleCompilesOfAnyNumberOfFiles() throws {
        let fixture = try FixtureCourse(lessons: ["first", "second", "third", "alone"])
        defer { fixture.remove() }
        for (number, id) in ["first", "second", "third"].enumerated() {
            try fixture.write("tr/0\(number + 1)-\(id).md", LessonText.make(id: id, runs: [("print(\(number))", "\(number)")]))
        }
        // Kept out of the batch (it reads its arguments): main.swift and Sync.swift, where
        // the batch compiles five files.
        try fixture.write("tr/04-alone.md", LessonText.make(id: "alone", runs: [("print(CommandLine.arguments.count)", "1")]))
        var options = try fixture.optionsLoggingSwiftcCalls()
        options.jobs = 1

        let results = try Verifier(options: options).verify([try fixture.load()])

        #expect(results.map(\.status) == [.passed, .passed, .passed, .passed])
        #expect(try fixture.swiftcCalls() == "--version\n-###\nfrontend -c\nfrontend -c\n")
    }

    @Test func theJobsForManyFilesMadeFromTheJobsForTwoAreTheDriversOwn() throws {
        let environment = ProcessInfo.processInfo.environment
        let swiftc = try SwiftCompiler.locatePath(environment: environment)
        let arguments = SwiftCompiler.flags[.run]! + SwiftCompiler.linkFlags(compilerPath: swiftc) + ["-wmo"]
        let paths = (0..<5).map { "/job/file-\($0).swift" }
        /// The script, with the driver's randomly named temporary folders named by their place.
        func script(_ jobs: DriverJobs) -> String {
            jobs.temporaryFolders.enumerated().reduce(jobs.script(directory: "/job", paths: paths, workingDirectory: "/job")) {
                $0.replacingOccurrences(of: $1.element, with: "temporary-\($1.offset)")
            }
        }
        let two = try #require(DriverJobs.ask(swiftc, arguments: arguments, count: 2, environment: environment))
        let five = try #require(DriverJobs.ask(swiftc, arguments: arguments, count: 5, environment: environment))

        let widened = try #require(two.widened(to: 5))

        #expect(script(widened) == script(five))
        #expect(script(widened).contains("'/job/file-0.swift' '/job/file-1.swift' '/job/file-2.swift' '/job/file-3.swift' '/job/file-4.swift'"))
    }

    @Test func compilesAMergedBatchWithOneFrontendJobAsTheDriverWould() throws {
        let fixture = try FixtureCourse(lessons: ["first", "second", "third"])
        defer { fixture.remove() }
        for (number, id) in ["first", "second", "third"].enumerated() {
            try fixture.write("tr/0\(number + 1)-\(id).md", LessonText.make(id: id, runs: [("print(\(number))", "\(number)")]))
        }

        var options = try fixture.optionsLoggingSwiftcCalls()
        // One batch of the three (with more jobs, as many batches as jobs).
        options.jobs = 1

        let results = try Verifier(options: options).verify([try fixture.load()])
        let calls = try fixture.swiftcCalls()

        #expect(results.map(\.status) == [.passed, .passed, .passed])
        // `-wmo`: one frontend for the batch's files, whose empty output map is left out.
        #expect(calls == "--version\n-###\nfrontend -c\n")
    }

    @Test func reportsACompileErrorWithTheFrontendsMessagesAsTheDriverDid() throws {
        let (results, calls) = try verifyLoggingCalls("let n: Int = \"x\"\nprint(n)", output: "1")

        #expect(results.map(\.status) == [.failed])
        #expect(results.map(\.line) == [7])
        #expect(results.map(\.reason) == ["cannot convert value of type 'String' to specified type 'Int'"])
        // The frontend's error is the outcome: the driver is not asked again.
        #expect(calls == "--version\n-###\nfrontend -c\n")
    }

    @Test func reportsALinkFailureAsTheDriverSaysItByAskingTheDriver() throws {
        let (results, calls) = try verifyLoggingCalls("@_silgen_name(\"coursec_nowhere\") func nowhere()\nnowhere()", output: "")

        #expect(results.map(\.status) == [.failed])
        // The line that says why is the linker's: lld's when the toolchain has it beside
        // swiftc, gold's through this stand-in swiftc.
        #expect(results.map(\.reason) == ["swiftc exited with status 1: the link failed: undefined reference to 'coursec_nowhere'"])
        #expect(calls == "--version\n-###\nfrontend -c\n-Onone\n")
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

    @Test func linksWithTheLinkerCommandClangWouldRunForTheSameLibraries() throws {
        let environment = ProcessInfo.processInfo.environment
        let swiftc = try SwiftCompiler.locatePath(environment: environment)
        let arguments = SwiftCompiler.flags[.run]! + SwiftCompiler.linkFlags(compilerPath: swiftc) + ["-wmo"]
        let jobs = try #require(DriverJobs.ask(swiftc, arguments: arguments, count: 2, environment: environment))
        let (place, link) = try #require(jobs.directLinks.first)
        let scratch = try ScratchDirectory(environment: environment)
        defer { scratch.remove() }
        // The libraries as swift-autolink-extract writes them, and an object for clang to find.
        let libraries = ["-lswiftSwiftOnoneSupport", "-lswiftCore", "-lm"]
        try scratch.write("libraries.autolink", libraries.joined(separator: "\n") + "\n")
        try scratch.write("main.o", "")
        let clang = jobs.commands[place].map {
            $0.hasPrefix("@") ? "@" + scratch.file("libraries.autolink") : $0.hasSuffix(".o") && $0.hasPrefix(jobs.folder) ? scratch.file("main.o") : $0
        }

        let said = ProcessRunner(timeout: 60, outputCap: 1 << 20).run(clang[0], ["-###"] + clang.dropFirst(), environment: environment)
        let expected = try #require(DirectLink.parse(said.stderrText))

        let direct = link.linker.flatMap { $0 == "@" + link.autolink ? libraries : [$0.hasSuffix(".o") && $0.hasPrefix(jobs.folder) ? scratch.file("main.o") : $0] }
        #expect(direct == expected)
        #expect(link.linker.filter { $0 == "@" + link.autolink }.count == 1)
    }

    @Test func linksDirectlyOnlyWhenTheLibrariesAreLibraryFlags() throws {
        let scratch = try ScratchDirectory(environment: ProcessInfo.processInfo.environment)
        defer { scratch.remove() }
        let files = [
            "plain": "-lswiftCore\n-lswift_Concurrency\n-lc++\n-lFoundation.1\n", "unterminated": "-lswiftCore\n-lm", "empty": "",
            "option": "-lswiftCore\n-Wl,--whole-archive\n", "space": "-lfoo bar\n", "bare": "-l\n", "quote": "-l'x'\n",
        ]
        var plain: [String] = []
        for (name, text) in files.sorted(by: { $0.key < $1.key }) {
            try scratch.write(name, text)
            let script = DirectLink.plainTest + "\n" + DirectLink.plainTestName + " " + DriverJobs.quoted(scratch.file(name))
            if ProcessRunner(timeout: 10, outputCap: 1 << 16).run("/bin/sh", ["-c", script], environment: [:]).succeeded { plain.append(name) }
        }

        #expect(plain == ["empty", "plain", "unterminated"])
    }

    @Test func readsBackClangsOneJobOnlyWhenNoArgumentIsEscaped() {
        let said = """
            clang version 21.0.0
            Target: x86_64-unknown-linux-gnu
             "/bin/sh" "-o" "/s/main" "-lcoursec-autolink-stand-in"
            """

        #expect(DirectLink.parse(said) == ["/bin/sh", "-o", "/s/main", "-lcoursec-autolink-stand-in"])
        #expect(DirectLink.parse(said.replacingOccurrences(of: "/s/main", with: "/s/a\\\"b")) == nil)
        #expect(DirectLink.parse(said + "\n \"/bin/sh\" \"-c\"") == nil)
        #expect(DirectLink.parse(said.replacingOccurrences(of: "/bin/sh", with: "relative/ld")) == nil)
        #expect(DirectLink.parse("clang: warning: argument unused during compilation: '-O0'\n" + said) == nil)
    }
}
