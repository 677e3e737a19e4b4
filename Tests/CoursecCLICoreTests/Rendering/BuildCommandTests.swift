import CoursecTestSupport
import CourseModel
import CourseParsing
import CoursecCLICore
import Foundation
import SiteRendering
import Testing

@Suite(.tags(.compiles, .pagefind)) struct BuildCommandTests {
    /// Every file of `directory` with its bytes.
    static func snapshot(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory) {
            if let data = FileManager.default.contents(atPath: (directory as NSString).appendingPathComponent(path)) { files[path] = data }
        }
        return files
    }

    /// `--verbose` output with each step's time (" 0.12 s") taken out.
    static func withoutTimes(_ output: String) -> String {
        output.replacing(/\ \d+\.\d\d\ s/, with: "")
    }

    @Test func buildCommandWritesTheSiteAndSaysWhatItChecked() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        let result = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates, "--out", "public"], in: directory.path)
        #expect(result.err == "")
        #expect(result.status == 0)
        #expect(result.out == "public: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\n")
        #expect(FileManager.default.fileExists(atPath: directory.file("public/swift-academy/ja/page-view-controller.html")))
        // The pages the next build reuses when nothing they show changed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".coursec-cache", "courses", "public"])
        // And what swiftc said its version was, so that the next build does not ask it again.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file(".coursec-cache")).sorted() == ["compiler", "pages", "parse"])
    }

    @Test func verboseSaysHowManyPagesWereRenderedAndHowManyReusedAndWhatEachStepTook() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        let arguments = ["build", "--no-verify", "--templates", Repository.templates, "--verbose"]
        let first = CLIRun.run(arguments, in: directory.path)
        #expect(first.err == "")
        #expect(Self.withoutTimes(first.out) == "site: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\nsite: 17 pages rendered, 0 reused from .coursec-cache/pages\n"
            + "site: steps: check the site folder, compare with the last build, load courses, compare translations, start the search index, verify snippets, render pages, validate pages, check links, index search, publish site, record the build\n")
        let built = directory.read("site/swift-academy/tr/coordinator.html")
        let entry = directory.read("site/pagefind/tr/pagefind-entry.json")
        let second = CLIRun.run(arguments, in: directory.path)
        // Nothing changed since the last build, which published this very site: nothing is done again.
        #expect(Self.withoutTimes(second.out) == "site: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\n"
            + "site: 0 pages rendered, 17 reused from .coursec-cache/pages; search index reused; the site was up to date, nothing written\n"
            + "site: steps: check the site folder, compare with the last build\n")
        #expect(directory.read("site/swift-academy/tr/coordinator.html") == built)
        #expect(directory.read("site/pagefind/tr/pagefind-entry.json") == entry)
    }

    @Test func aLessonErrorFailsTheBuildAndLeavesThePreviousSiteUntouched() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        let arguments = ["build", "--no-verify", "--templates", Repository.templates]
        #expect(CLIRun.run(arguments, in: directory.path).status == 0)
        let before = try Self.snapshot(directory.file("site"))

        let lesson = directory.file("courses/swift-academy/tr/02-coordinator.md")
        let text = try String(contentsOfFile: lesson, encoding: .utf8)
        try text.replacingOccurrences(of: "```swift apple file=PickerDelegate.swift", with: "```swift runn").write(toFile: lesson, atomically: true, encoding: .utf8)
        let failed = CLIRun.run(arguments, in: directory.path)
        #expect(failed.status == 1)
        #expect(failed.err == "\(lesson):22: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)\n" + "error: the build stopped: step 'load courses' failed\n")
        #expect(try Self.snapshot(directory.file("site")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".coursec-cache", "courses", "site"])
    }

    @Test func anInvalidPageFailsTheBuildNamingThePageAndTheDTDError() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        #expect(CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: directory.path).status == 0)
        let before = try Self.snapshot(directory.file("site"))

        // A restyled template that puts a paragraph inside the lesson title.
        let templates = directory.file("templates")
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: templates)
        let lessonTemplate = (templates as NSString).appendingPathComponent("lesson.xsl")
        let broken = try String(contentsOfFile: lessonTemplate, encoding: .utf8)
            .replacingOccurrences(of: "<xsl:value-of select=\"@title\"/></h1>", with: "<p><xsl:value-of select=\"@title\"/></p></h1>")
        try broken.write(toFile: lessonTemplate, atomically: true, encoding: .utf8)

        let failed = CLIRun.run(["build", "--no-verify", "--templates", templates], in: directory.path)
        #expect(failed.status == 1)
        let lines = failed.err.split(separator: "\n").map(String.init)
        // One error for each of the five lesson pages.
        #expect(lines.count == 6)
        #expect(lines.first == "\(directory.file("site"))/swift-academy/en/coordinator.html:3: error: page is not valid XHTML 1.0 Strict: Element p is not declared in h1 list of possible children")
        #expect(lines.last == "error: the build stopped: step 'validate pages' failed")
        #expect(try Self.snapshot(directory.file("site")) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".coursec-cache", "courses", "site", "templates"])
    }

    @Test func helpGoesToStandardOutputAndStrayArgumentsAreUsageErrors() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        let help = CLIRun.run(["build", "--help"], in: directory.path)
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("usage: coursec build [--out DIR] [--no-verify] [--allow-failures] [--no-sandbox] [--templates DIR] [--base-url URL] [--drafts] [--status-page] [--verbose] [--courses DIR]\n\nRenders every course in courses/"))
        let stray = CLIRun.run(["build", "lesson.md"], in: directory.path)
        #expect(stray.status == 64)
        #expect(stray.err == "error: build takes no file arguments (it builds everything in the courses folder, --courses DIR)\nusage: coursec build [--out DIR] [--no-verify] [--allow-failures] [--no-sandbox] [--templates DIR] [--base-url URL] [--drafts] [--status-page] [--verbose] [--courses DIR]\n")
        let missing = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: directory.path)
        #expect(missing.status == 1)
        #expect(missing.err == "courses: error: no courses folder here or in any folder above \(directory.path); run coursec in the folder that holds courses/, give --courses DIR, or start a course with 'coursec new course ID --lang LANG'\n")
    }

    @Test func theOverviewSaysWhatBuildDoesAndItsHelpListsEveryOption() {
        let overview = CLIRun.run(["--help"])
        #expect(overview.status == 0)
        #expect(overview.out.contains("\n  build      renders the courses into a checked static site\n"))
        let help = CLIRun.run(["build", "--help"])
        #expect(help.out.hasPrefix("usage: coursec build [--out DIR] [--no-verify] [--allow-failures] [--no-sandbox] [--templates DIR] [--base-url URL] [--drafts] [--status-page] [--verbose] [--courses DIR]\n"))
    }
}
