import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Testing

/// Builds through the page cache: a page is transformed and validated again only
/// when what it shows changed. The counts are the build report's.
@Suite struct IncrementalBuildTests {
    static let ids = ["first", "second", "third", "fourth"]

    /// One course of four English lessons: a home page, a lesson index and four lesson pages.
    static func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory("incremental")
        _ = directory.write("courses/demo/course.json", """
            { "title": { "en": "Demo" }, "sourceLanguage": "en", "lessons": ["first", "second", "third", "fourth"] }

            """)
        for (number, id) in ids.enumerated() { _ = directory.write(lessonFile(id, number), lesson(id, title: "The \(id) lesson")) }
        return directory
    }

    static func lessonFile(_ id: String, _ number: Int) -> String { "courses/demo/en/0\(number + 1)-\(id).md" }

    static func lesson(_ id: String, title: String, prose: String = "Some prose.") -> String {
        """
        ---
        id: \(id)
        title: \(title)
        summary: What \(id) says.
        ---

        \(prose)

        ## A section

        More prose.

        """
    }

    static func build(_ directory: TemporaryDirectory) throws -> SiteBuilder.Report {
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache/verify")),
            pageCache: PageCache(directory: directory.file("cache/pages")))
        try BuildPipeline().run(&context)
        return try #require(context.report)
    }

    static func site(_ directory: TemporaryDirectory) throws -> [String: Data] {
        let root = directory.file("site")
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
            if let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(path)) { files[path] = data }
        }
        return files
    }

    @Test func aSecondBuildWithNothingChangedRendersNoPageAndWritesTheSameSite() throws {
        let directory = Self.project()
        let first = try Self.build(directory)
        #expect(first.pages.count == 6)
        #expect((first.rendered, first.reused) == (6, 0))
        let firstSite = try Self.site(directory)
        let second = try Self.build(directory)
        #expect((second.rendered, second.reused) == (0, 6))
        #expect(!first.searchIndexReused && second.searchIndexReused)
        #expect(try Self.site(directory) == firstSite)
    }

    @Test func changingALessonsProseRendersOnlyItsPage() throws {
        let directory = Self.project()
        _ = try Self.build(directory)
        _ = directory.write(Self.lessonFile("third", 2), Self.lesson("third", title: "The third lesson", prose: "Other prose."))
        let report = try Self.build(directory)
        #expect((report.rendered, report.reused) == (1, 5))
        #expect(directory.read("site/demo/en/third.html")?.contains("Other prose.") == true)
        // The search index is not a page: Pagefind indexes the changed text again.
        #expect(!report.searchIndexReused)
        #expect(try PagefindPages.fragments(inSite: directory.file("site")).contains("Other prose."))
    }

    @Test func changingALessonsTitleRendersItsPageItsNeighboursAndItsIndex() throws {
        let directory = Self.project()
        _ = try Self.build(directory)
        _ = directory.write(Self.lessonFile("second", 1), Self.lesson("second", title: "A renamed lesson"))
        let report = try Self.build(directory)
        #expect((report.rendered, report.reused) == (4, 2))
        for page in ["first", "second", "third", "index"] {
            #expect(directory.read("site/demo/en/\(page).html")?.contains("A renamed lesson") == true, "\(page)")
        }
        #expect(directory.read("site/demo/en/fourth.html")?.contains("A renamed lesson") == false)
    }

    @Test func aChangedTemplateRendersEveryPageAgain() throws {
        let directory = Self.project()
        let templates = directory.file("templates")
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: templates)
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache/verify")),
            pageCache: PageCache(directory: directory.file("cache/pages")))
        try BuildPipeline().run(&context)
        let css = (templates as NSString).appendingPathComponent("site.css")
        try (String(contentsOfFile: css, encoding: .utf8) + "\n/* changed */\n").write(toFile: css, atomically: true, encoding: .utf8)
        try BuildPipeline().run(&context)
        #expect(context.report?.rendered == 6)
        #expect(context.report?.reused == 0)
    }
}
