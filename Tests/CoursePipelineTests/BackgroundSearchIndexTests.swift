@testable import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Testing

/// Pagefind starts while the pages are rendered and checked; the build collects its
/// bundles after the checks, and a build that fails stops it and leaves nothing behind.
@Suite(.tags(.pagefind)) struct BackgroundSearchIndexTests {
    /// The stand-in Pagefind that waits to be stopped (`WaitingPagefind`).
    static func waitingPagefind(_ directory: TemporaryDirectory) throws -> PagefindIndexer {
        PagefindIndexer(executable: try WaitingPagefind.write(in: directory))
    }

    static func context(_ directory: TemporaryDirectory, indexer: PagefindIndexer) -> BuildContext {
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache/verify")))
        context.searchIndexer = indexer
        return context
    }

    @Test func aBuildThatFailsItsLinkCheckStopsPagefindAndRemovesItsWorkFolder() throws {
        let directory = FourLessonCourse.project()
        _ = directory.write(
            FourLessonCourse.lessonFile("second", 1),
            FourLessonCourse.lesson("second", title: "The second lesson", prose: "See [the notes](notes.html)."))
        var context = Self.context(directory, indexer: try Self.waitingPagefind(directory))
        // The checks run only once Pagefind is surely running, so stopping it is what is tested.
        let pagefindRunning = BuildStep("wait for Pagefind", isCheck: true) { _ in
            for _ in 0..<3_000 where !FileManager.default.fileExists(atPath: directory.file("pid")) { usleep(10_000) }
        }
        let steps: [BuildStep] = [.loadCourses, .renderPages, pagefindRunning, .validatePages, .checkLinks, .indexSearch, .publishSite]
        let error = try #require(throws: BuildError.self) { try BuildPipeline(steps: steps).run(&context) }

        #expect(error.failures.map(\.step) == ["check links"])
        #expect(context.searchIndexing == nil)
        let pid = try #require(directory.read("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
        let sources = try #require(directory.read("site-folder")?.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(sources.hasSuffix("/pages"))
        #expect(!FileManager.default.fileExists(atPath: (sources as NSString).deletingLastPathComponent))
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }

    @Test func renderPagesLeavesPagefindsHandleInTheContextAndIndexSearchTakesIt() throws {
        let directory = FourLessonCourse.project()
        var context = Self.context(directory, indexer: .located() ?? PagefindIndexer(executable: "/bin/false"))
        try BuildPipeline(steps: [.loadCourses, .renderPages]).run(&context)
        #expect(context.searchIndexing != nil)
        try BuildStep.indexSearch.run(&context)
        #expect(context.searchIndexing == nil)
        #expect(context.site?.otherFiles.keys.contains("pagefind/languages.json") == true)
    }

    @Test func pagefindFailingWhilePagesAreCheckedFailsTheIndexSearchStep() throws {
        let directory = FourLessonCourse.project()
        var context = Self.context(directory, indexer: PagefindIndexer(executable: "/bin/false"))
        let error = try #require(throws: BuildError.self) { try BuildPipeline().run(&context) }
        #expect(error.failures.map(\.step) == ["index search"])
        #expect(error.failures.flatMap(\.lines) == ["/bin/false: error: search: Pagefind failed (exit 1) on the en pages: "])
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }
}
