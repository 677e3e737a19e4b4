import CourseModel
import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Testing

/// `coursec serve`'s own pipeline (`BuildPipeline.preview`): the errors of the lessons
/// become error pages, by the step "make error pages", and the rest of the site is built.
@Suite struct PreviewPipelineTests {
    static let good = "---\nid: a\ntitle: A\n---\n\nText.\n"

    static func project(second lesson: String) -> TemporaryDirectory {
        let directory = TemporaryDirectory("preview")
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a", "b"]}"#)
        directory.write("courses/c/en/01-a.md", good)
        directory.write("courses/c/en/02-b.md", lesson)
        return directory
    }

    static func context(_ directory: TemporaryDirectory, verify: Bool) -> BuildContext {
        var options = VerifierOptions(cacheDirectory: directory.file("cache"))
        options.sandbox = false
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: verify, drafts: true, verifierOptions: options)
        context.searchIndexer = nil
        return context
    }

    @Test func aBrokenLessonGetsAnErrorPageWithItsErrorsAndTheOtherPagesArePublished() throws {
        let directory = Self.project(second: "---\nid: b\ntitle: B\n---\n\n```swift runn\nprint(1)\n```\n")
        defer { directory.remove() }
        var context = Self.context(directory, verify: false)
        try BuildPipeline(steps: BuildPipeline.preview).run(&context)

        let error = CourseError(
            "unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)",
            at: SourceLocation(file: directory.file("courses/c/en/02-b.md"), line: 6))
        #expect(context.preview.errorPages == ["c/en/b.html": BuildError.StepFailure(step: "load courses", errors: [error])])
        #expect(context.preview.failuresShown == [BuildError.StepFailure(step: "load courses", errors: [error])])
        #expect(context.failures == [])
        #expect(context.report?.pages == ["404.html", "c/en/a.html", "c/en/index.html", "c/en/print.html", "index.html"])
        #expect(directory.read("site/c/en/a.html")?.contains("Text.") == true)
        #expect(context.stepTimes.map(\.step) == [
            "load courses", "compare translations", "verify snippets", "make error pages",
            "render pages", "validate pages", "check links", "keep the last search index", "publish site",
        ])
    }

    @Test func thePagesArePublishedWithTheLastSearchIndexUntilPreviewSearchPublishesTheirOwn() throws {
        let directory = Self.project(second: "---\nid: b\ntitle: B\n---\n\nMore text.\n")
        defer { directory.remove() }
        var context = Self.context(directory, verify: false)
        context.searchIndexer = PagefindIndexer(executable: try DigestPagefind.write(in: directory))
        context.preview.lastSearchIndex = [
            "pagefind/en/pagefind.js": Data("// the last index\n".utf8),
            "pagefind/tr/pagefind.js": Data("// a language no lesson has now\n".utf8),
            "pagefind/languages.json": Data(#"{"en":2,"tr":1}"#.utf8),
        ]
        try BuildPipeline(steps: BuildPipeline.preview).run(&context)

        #expect(directory.read("site/c/en/b.html")?.contains("More text.") == true)
        #expect(directory.read("site/pagefind/en/pagefind.js") == "// the last index\n")
        #expect(directory.read("site/pagefind/tr/pagefind.js") == "// a language no lesson has now\n")
        #expect(directory.read("site/pagefind/languages.json") == #"{"en":2,"tr":1}"#)
        #expect(context.searchIndexing != nil)

        try BuildPipeline(steps: BuildPipeline.previewSearch).run(&context)
        #expect(directory.read("site/pagefind/en/pagefind.js") == "// stand-in\n")
        #expect(!directory.exists("site/pagefind/tr"))
        #expect(directory.read("site/pagefind/languages.json") == "{\"en\":0}\n")
        #expect(context.site?.searchIndexFiles.keys.sorted() == [
            "pagefind/en/pagefind-entry.json", "pagefind/en/pagefind.js", "pagefind/languages.json", "pagefind/slices.json",
        ])
        #expect(directory.read("site/c/en/b.html")?.contains("More text.") == true)
    }

    @Test(.tags(.compiles)) func aFailingSnippetsPageIsItsErrorPageAndItsResultIsKeptAsAValue() throws {
        let directory = Self.project(second: "---\nid: b\ntitle: B\n---\n\nProse.\n\n```swift run\nprint(\"merhaba\")\n```\n\n```output\nselam\n```\n")
        defer { directory.remove() }
        var context = Self.context(directory, verify: true)
        try BuildPipeline(steps: BuildPipeline.preview).run(&context)

        let page = try #require(context.preview.errorPages["c/en/b.html"])
        #expect(context.preview.errorPages.keys.sorted() == ["c/en/b.html"])
        #expect(page.step == "verify snippets")
        #expect(page.errors == [])
        #expect(page.failedSnippets.map(\.line) == [12])
        #expect(page.lines == [
            "\(directory.file("courses/c/en/02-b.md")):12: error: output differs from what the snippet prints (1 differs)",
            "  13 differs  expected: selam | actual: merhaba",
        ])
        // Verification's summary says the site was not built; the preview shows only the snippet.
        #expect(context.preview.failuresShown.flatMap(\.lines) == page.lines)
        #expect(context.results.allSatisfy { $0.status != .failed })
        #expect(context.report?.pages == ["404.html", "c/en/a.html", "c/en/b.html", "c/en/index.html", "c/en/print.html", "index.html"])
    }

    @Test func aBuildThatIsNotAPreviewStillStopsAtTheFailureItTakes() throws {
        let directory = Self.project(second: "---\nid: b\ntitle: B\n---\n\n```swift runn\nprint(1)\n```\n")
        defer { directory.remove() }
        var context = Self.context(directory, verify: false)
        let error = try #require(throws: BuildError.self) { try BuildPipeline(steps: BuildPipeline.site).run(&context) }
        #expect(error.failures.map(\.step) == ["load courses"])
        #expect(context.preview.errorPages == [:])
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }
}
