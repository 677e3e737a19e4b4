import CoursecTestSupport
import Foundation
import Testing

/// `build` verifies first and publishes only a site whose snippets pass; `--no-verify`
/// shows a "verified" badge only where the cache holds a pass for identical inputs.
@Suite(.tags(.compiles, .pagefind)) struct BuildVerificationTests {
    static func lesson(printing value: String, expecting expected: String) -> String {
        """
        ---
        id: hello
        title: Merhaba
        ---

        ## Giriş

        ```swift run
        print("\(value)")
        ```

        ```output
        \(expected)
        ```
        """
    }

    static func project(_ lesson: String) -> TemporaryDirectory {
        let directory = TemporaryDirectory("build-verify")
        directory.write("courses/c/course.json", #"{"title": {"tr": "C"}, "sourceLanguage": "tr", "lessons": ["hello"]}"#)
        directory.write("courses/c/tr/01-hello.md", lesson)
        return directory
    }

    static func build(_ directory: TemporaryDirectory, _ extra: [String] = []) -> CLIRun {
        CLIRun.run(["build", "--templates", Repository.templates] + extra, in: directory.path)
    }

    static func badges(_ directory: TemporaryDirectory) -> [String] {
        let page = directory.read("site/c/tr/hello.html") ?? ""
        return ["verified", "not verified", "doğrulandı", "doğrulanmadı"].filter { page.contains(">\($0)<") }
    }

    @Test func aPassingSnippetIsBuiltWithItsVerifiedBadge() {
        let directory = Self.project(Self.lesson(printing: "merhaba", expecting: "merhaba"))
        let run = Self.build(directory)
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.badges(directory) == ["doğrulandı"])
    }

    @Test func aLessonIsNumberedAsItsSourceNumbersIt() {
        let directory = Self.project(Self.lesson(printing: "merhaba", expecting: "merhaba").replacingOccurrences(of: "title: Merhaba", with: "title: Merhaba\norder: 3"))
        #expect(Self.build(directory, ["--no-verify"]).status == 0)
        #expect(directory.read("site/c/tr/hello.html")?.contains(">Ders 3<") == true)
        #expect(directory.read("site/c/tr/index.html")?.contains("<span class=\"number\">3</span>") == true)
    }

    @Test func aFailingSnippetStopsTheBuildAndLeavesThePreviousSite() throws {
        let directory = Self.project(Self.lesson(printing: "merhaba", expecting: "merhaba"))
        #expect(Self.build(directory).status == 0)
        let before = directory.read("site/c/tr/hello.html")
        directory.write("courses/c/tr/01-hello.md", Self.lesson(printing: "merhaba", expecting: "selam"))
        let run = Self.build(directory)
        #expect(run.status == 1)
        #expect(run.err.contains("courses/c/tr/01-hello.md:12: error: output differs from what the snippet prints (1 bayat)"))
        #expect(run.err.hasSuffix("error: 0 passed, 1 failed, 0 skipped; the site was not built (fix the snippets, or build with --no-verify)\nerror: the build stopped: step 'verify snippets' failed\n"))
        #expect(directory.read("site/c/tr/hello.html") == before)
    }

    @Test func noVerifyShowsVerifiedOnlyForCachedPassesOfIdenticalInputs() {
        let directory = Self.project(Self.lesson(printing: "merhaba", expecting: "merhaba"))
        #expect(Self.build(directory).status == 0)
        #expect(Self.build(directory, ["--no-verify"]).status == 0)
        #expect(Self.badges(directory) == ["doğrulandı"])

        directory.write("courses/c/tr/01-hello.md", Self.lesson(printing: "selam", expecting: "selam"))
        let run = Self.build(directory, ["--no-verify"])
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.badges(directory) == ["doğrulanmadı"])
    }

    /// Every cache key holds the compiler's version: with no compiler to ask, no entry is
    /// believed, however good, and the build says so instead of stopping.
    @Test func noVerifyWithoutACompilerShowsNoSnippetAsVerifiedAndSaysWhy() {
        let directory = Self.project(Self.lesson(printing: "merhaba", expecting: "merhaba"))
        #expect(Self.build(directory).status == 0)
        #expect(Self.badges(directory) == ["doğrulandı"])
        let run = CLIRun.run(
            ["build", "--templates", Repository.templates, "--no-verify"], in: directory.path, environment: ToolchainlessEnvironment.variables)
        #expect(run.status == 0)
        #expect(run.err == """
            warning: swiftc not found on PATH: checking snippets needs the Swift toolchain (https://www.swift.org/install/linux/) on PATH, or SWIFTC set to its swiftc; cached results cannot be matched to a compiler, so no snippet is shown as verified

            """)
        #expect(run.out.hasPrefix("site: "))
        #expect(Self.badges(directory) == ["doğrulanmadı"])
    }

    @Test func noVerifyDoesNotPublishACachedFailureAsVerified() {
        let directory = Self.project(Self.lesson(printing: "merhaba", expecting: "selam"))
        #expect(Self.build(directory).status == 1)
        let run = Self.build(directory, ["--no-verify"])
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.badges(directory) == ["doğrulanmadı"])
    }
}
