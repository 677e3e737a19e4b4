import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import Testing

/// Each build replaces its site folder whole, so `--out` must never name a
/// folder whose loss would hurt, and no spelling of a path may crash the tool.
@Suite(.tags(.pagefind)) struct SiteFolderSafetyTests {
    static let usage = "usage: coursec build [--out DIR] [--no-verify] [--allow-failures] [--no-sandbox] [--templates DIR] [--base-url URL] [--drafts] [--status-page] [--verbose] [--courses DIR]\n"

    static func project() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory("site-folder")
        try SwiftAcademyCourse.write(to: directory.path)
        return directory
    }

    static func build(_ directory: TemporaryDirectory, _ extra: [String], in subfolder: String? = nil) -> CLIRun {
        let here = subfolder.map(directory.file) ?? directory.path
        return CLIRun.run(["build", "--no-verify", "--templates", Repository.templates] + extra, in: here)
    }

    @Test func refusesToReplaceAFolderItDidNotBuild() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        directory.write("mydocs/notes.txt", "my notes\n")
        let run = Self.build(directory, ["--out", "mydocs"])
        #expect(run.status == 1)
        #expect(run.err == "\(directory.file("mydocs")): error: this folder exists and is not a site coursec built; choose another --out, or remove it first\nerror: the build stopped: step 'check the site folder' failed\n")
        #expect(directory.read("mydocs/notes.txt") == "my notes\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["courses", "mydocs"])
    }

    @Test func refusesToReplaceAFileOrALinkNamedAsTheSite() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        directory.write("site", "not a folder\n")
        let run = Self.build(directory, [])
        #expect(run.status == 1)
        #expect(run.err == "\(directory.file("site")): error: this is not a folder; choose another --out, or remove it first\nerror: the build stopped: step 'check the site folder' failed\n")
        #expect(directory.read("site") == "not a folder\n")
        // A link to a site would itself be swapped for a folder, leaving the site it leads to stale.
        try FileManager.default.removeItem(atPath: directory.file("site"))
        #expect(Self.build(directory, ["--out", "real"]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.file("site"), withDestinationPath: "real")
        let linked = Self.build(directory, [])
        #expect(linked.status == 1)
        #expect(linked.err == "\(directory.file("site")): error: this is a symbolic link (to real); pass the folder it leads to as --out, or remove the link\nerror: the build stopped: step 'check the site folder' failed\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.file("site")) == "real")
    }

    @Test func fillsAnEmptyFolderAndReplacesItsOwnSiteWhole() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.file("public"), withIntermediateDirectories: true)
        #expect(Self.build(directory, ["--out", "public"]).status == 0)
        #expect(directory.read("public/.coursec-site")?.hasPrefix("This folder is a site that coursec built.") == true)
        directory.write("public/stray.txt", "left by hand\n")
        let again = Self.build(directory, ["--out", "public"])
        #expect(again.status == 0, "\(again.err)")
        #expect(!directory.exists("public/stray.txt"))
        #expect(directory.exists("public/index.html"))
    }

    @Test func refusesAnOutThatIsHoldsOrLiesInsideTheCoursesOrTemplatesFolder() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: directory.file("templates"))
        let courses = directory.file("courses")
        let templates = directory.file("templates")
        let refusals = [
            (["--out", "courses"], "--out 'courses' is the courses folder (\(courses))"),
            (["--out", "courses/swift-academy/site"], "--out 'courses/swift-academy/site' lies inside the courses folder (\(courses))"),
            (["--out", "./courses/"], "--out './courses/' is the courses folder (\(courses))"),
            (["--out", "templates", "--templates", "templates"], "--out 'templates' is the templates folder (\(templates))"),
            (["--out", "templates/i18n", "--templates", "templates"], "--out 'templates/i18n' lies inside the templates folder (\(templates))"),
        ]
        let before = try BuildCommandTests.snapshot(directory.path)
        for (arguments, message) in refusals {
            let run = CLIRun.run(["build", "--no-verify"] + arguments, in: directory.path)
            #expect(run.status == 64)
            #expect(run.err == "error: \(message); each build replaces the site folder whole, so give it a folder of its own (default: site)\n" + Self.usage)
        }
        // From inside the courses folder, an --out above it holds it.
        let nested = Self.build(directory, ["--out", "../.."], in: "courses/swift-academy")
        #expect(nested.err.hasPrefix("error: --out '../..' holds the current folder (\(directory.file("courses/swift-academy")))"))
        #expect(try BuildCommandTests.snapshot(directory.path) == before)
    }

    @Test func refusesTheCurrentFolderOrAnAncestorOfItAndAnEmptyOut() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        let here = directory.path
        let refusals = [
            (".", "--out '.' is the current folder (\(here))"),
            ("./", "--out './' is the current folder (\(here))"),
            ("..", "--out '..' holds the current folder (\(here))"),
            ("/", "--out '/' holds the current folder (\(here))"),
            (here + "/courses/..", "--out '\(here)/courses/..' is the current folder (\(here))"),
        ]
        for (out, message) in refusals {
            let run = Self.build(directory, ["--out", out])
            #expect(run.status == 64)
            #expect(run.err == "error: \(message); each build replaces the site folder whole, so give it a folder of its own (default: site)\n" + Self.usage)
        }
        let empty = Self.build(directory, ["--out", ""])
        #expect(empty.status == 64)
        #expect(empty.err == "error: --out needs a folder name, not an empty string\n" + Self.usage)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["courses"])
    }

    @Test func buildsIntoAnOutSpelledWithDotsAndSlashes() throws {
        let directory = TemporaryDirectory("site-folder")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.file("project"))
        let slashed = Self.build(directory, ["--out", "./site/"], in: "project")
        #expect(slashed.err == "")
        #expect(slashed.out == "./site/: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\n")
        #expect(directory.exists("project/site/index.html"))
        let above = Self.build(directory, ["--out", "../x"], in: "project")
        #expect(above.err == "")
        #expect(above.out == "../x: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\n")
        #expect(directory.exists("x/index.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["project", "x"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("project")).sorted() == [".coursec-cache", "courses", "site"])
    }

    @Test func aBuildPublishesIntoAPathWithDotsAsIntoItsPlainForm() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        #expect(Self.build(directory, ["--out", directory.path + "/courses/../site/."]).status == 0)
        #expect(Self.build(directory, ["--out", directory.path + "//site//"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".coursec-cache", "courses", "site"])
        #expect(directory.exists("site/index.html"))
    }

    @Test func pathsAreMadeAbsoluteAndPlainByTheirSpelling() {
        #expect(AbsolutePath.of(".", in: "/home/a/project") == "/home/a/project")
        #expect(AbsolutePath.of("./site/", in: "/home/a/project") == "/home/a/project/site")
        #expect(AbsolutePath.of("../x", in: "/home/a/project") == "/home/a/x")
        #expect(AbsolutePath.of("a//b/./../c/", in: "/p") == "/p/a/c")
        #expect(AbsolutePath.of("/../..", in: "/p") == "/")
        #expect(AbsolutePath.of("", in: "/p") == "/p")
        #expect(AbsolutePath.parent(of: "/p/site") == "/p")
        #expect(AbsolutePath.parent(of: "/site") == "/")
        #expect(AbsolutePath.isWithin("/p/courses/c", "/p/courses"))
        #expect(!AbsolutePath.isWithin("/p/courses-old", "/p/courses"))
    }

    @Test func baseURLMustBeAnAbsoluteHTTPAddress() throws {
        let directory = try Self.project()
        defer { directory.remove() }
        for url in ["example.org", "ftp://example.org/", "/courses/", "https://", ""] {
            let run = Self.build(directory, ["--base-url", url])
            #expect(run.status == 64)
            #expect(run.err == "error: --base-url needs an absolute http or https address, such as https://example.org/courses/, not '\(url)'\n" + Self.usage)
        }
        #expect(!directory.exists("site"))
        let run = Self.build(directory, ["--base-url", "https://example.org/courses"])
        #expect(run.status == 0, "\(run.err)")
        #expect(directory.read("site/sitemap.xml")?.contains("<loc>https://example.org/courses/index.html</loc>") == true)
    }
}
