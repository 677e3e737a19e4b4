import CoursecSupport
import CoursecTestSupport
import CourseModel
import Foundation
import SiteRendering
import Testing

/// What `build` says when there is nothing to build, or its templates are not where it looks.
@Suite(.tags(.binary, .pagefind)) struct BuildInputTests {
    @Test func aCoursesFolderWithoutACourseIsAnErrorAndWritesNothing() throws {
        let directory = TemporaryDirectory("build-input")
        defer { directory.remove() }
        try FileManager.default.createDirectory(atPath: directory.file("courses"), withIntermediateDirectories: true)
        let arguments = ["build", "--no-verify", "--templates", Repository.templates]
        let expected = "\(directory.file("courses")): error: no courses here (a course is a folder with a course.json; see docs/format.md)\nerror: the build stopped: step 'load courses' failed\n"
        let empty = CLIRun.run(arguments, in: directory.path)
        #expect(empty.status == 1)
        #expect(empty.err == expected)
        directory.write("courses/notes/en/01-a.md", "# not a course without course.json\n")
        let folderOnly = CLIRun.run(arguments, in: directory.path)
        #expect(folderOnly.status == 1)
        #expect(folderOnly.err == "\(directory.file("courses/notes")): error: this folder has lesson folders but no course.json, so it is not a course (see docs/format.md)\nerror: the build stopped: step 'load courses' failed\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["courses"])
    }

    @Test func buildOutsideTheRepositoryUsesTheTemplatesShippedWithCoursec() throws {
        let directory = TemporaryDirectory("build-input")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        let run = CLIRun.run(["build", "--no-verify"], in: directory.path)
        #expect(run.err == "")
        #expect(run.out == "site: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\n")
        #expect(directory.read("site/site.css") == (try String(contentsOfFile: Repository.templates + "/site.css", encoding: .utf8)))
    }

    @Test func aProjectsOwnTemplatesFolderComesFirst() throws {
        let directory = TemporaryDirectory("build-input")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: directory.file("templates"))
        directory.write("templates/site.css", "body { color: teal; }\n")
        let run = CLIRun.run(["build", "--no-verify"], in: directory.path)
        #expect(run.status == 0, "\(run.err)")
        #expect(directory.read("site/site.css") == "body { color: teal; }\n")
    }

    @Test func anInstalledCoursecFindsItsTemplatesAndInterfacesUnderShare() throws {
        let directory = TemporaryDirectory("build-input")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.file("project"))
        try FileManager.default.createDirectory(atPath: directory.file("prefix/bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: directory.file("prefix/share/coursec"), withIntermediateDirectories: true)
        // Copied close-on-exec: a plain copy can leave the file open in a process another test forks, and running it then fails with "Text file busy".
        try ExecutableFile.copy(BuiltExecutable.path, to: directory.file("prefix/bin/coursec"))
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: directory.file("prefix/share/coursec/templates"))
        try FileManager.default.copyItem(atPath: Repository.path("interfaces"), toPath: directory.file("prefix/share/coursec/interfaces"))
        #expect(try TemplatesLocator.locate(currentDirectory: directory.file("project"), executables: [directory.file("prefix/bin/coursec")])
            == directory.file("prefix/share/coursec/templates"))
        let interfaces = ShippedFolder.candidates("interfaces", currentDirectory: directory.file("project"), executables: [directory.file("prefix/bin/coursec")])
        #expect(ShippedFolder.first(of: interfaces) == directory.file("prefix/share/coursec/interfaces"))
        let run = try BuiltExecutable.run(["build", "--no-verify"], in: directory.file("project"), executable: directory.file("prefix/bin/coursec"))
        #expect(run.err == "")
        #expect(run.out == "site: 17 pages valid XHTML 1.0 Strict, 307 links checked, 50 files written\n")
        #expect(run.status == 0)
    }

    @Test func withoutTemplatesAnywhereTheErrorSaysWhereItLooked() throws {
        let directory = TemporaryDirectory("build-input")
        defer { directory.remove() }
        let tool = directory.file("tools/bin/coursec")
        #expect(TemplatesLocator.candidates(currentDirectory: directory.path, executables: [tool, "/opt/x/.build/x86_64-unknown-linux-gnu/debug/coursec"]) == [
            directory.file("templates"), directory.file("tools/share/coursec/templates"),
            "/opt/x/.build/x86_64-unknown-linux-gnu/share/coursec/templates", "/opt/x/templates",
        ])
        #expect(throws: CourseError("no templates folder found (looked in \(directory.file("templates")), \(directory.file("tools/share/coursec/templates"))); pass --templates DIR")) {
            try TemplatesLocator.locate(currentDirectory: directory.path, executables: [tool])
        }
    }

    @Test func aMissingStylesheetIsNamedWithoutRawLibxsltWarnings() throws {
        let directory = TemporaryDirectory("build-input")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: directory.file("templates"))
        try FileManager.default.removeItem(atPath: directory.file("templates/markdown.xsl"))
        // A coursec with no shipped templates to fill the gaps from (TemplateOverrideTests has one that has them).
        try FileManager.default.createDirectory(atPath: directory.file("bin"), withIntermediateDirectories: true)
        try ExecutableFile.copy(BuiltExecutable.path, to: directory.file("bin/coursec"))
        let alone = directory.file("bin/coursec")
        let included = try BuiltExecutable.run(["build", "--no-verify"], in: directory.path, executable: alone)
        #expect(included.status == 1)
        #expect(included.err == "templates/markdown.xsl: error: the stylesheet is missing (page.xsl includes it)\nerror: the build stopped: step 'render pages' failed\n")
        try FileManager.default.removeItem(atPath: directory.file("templates/page.xsl"))
        try FileManager.default.removeItem(atPath: directory.file("templates/i18n/en.xml"))
        let page = try BuiltExecutable.run(["build", "--no-verify"], in: directory.path, executable: alone)
        #expect(page.status == 1)
        #expect(page.err == """
            templates/page.xsl: error: the stylesheet is missing (every page is made with it)
            templates/i18n/en.xml: error: the English interface words are missing (every language without a word file of its own uses them)
            error: the build stopped: step 'render pages' failed

            """)
        let elsewhere = try BuiltExecutable.run(["build", "--no-verify", "--templates", "nowhere"], in: directory.path, executable: alone)
        #expect(elsewhere.status == 1)
        #expect(elsewhere.err == "nowhere: error: no templates folder here; pass --templates DIR\nerror: the build stopped: step 'render pages' failed\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["bin", "courses", "templates"])
    }
}
