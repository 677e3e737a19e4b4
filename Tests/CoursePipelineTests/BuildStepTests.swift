import CourseModel
import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Testing

/// The build's steps run one by one on a context, as an incremental build will run them.
@Suite(.tags(.pagefind)) struct BuildStepTests {
    static let head = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head><title>t</title></head>
        """

    static func context(_ directory: TemporaryDirectory, pages: [String: String]) -> BuildContext {
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: "site", templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache")))
        context.site = RenderedSite(
            pages: pages.keys.sorted().map { RenderedSite.Page(path: $0, text: head + pages[$0]! + "</html>\n") },
            pagePaths: pages.keys.sorted(), otherFiles: ["site.css": Data("body {}\n".utf8)])
        return context
    }

    @Test func aBrokenLinkFailsTheCheckLinksStepByName() throws {
        let directory = TemporaryDirectory("pipeline")
        var context = Self.context(directory, pages: ["index.html": #"<body><p><a href="gone.html">x</a></p></body>"#])
        try BuildStep.validatePages.run(&context)
        #expect(context.parsedPages.keys.sorted() == ["index.html"])
        #expect(throws: BuildError([.init(step: "check links", errors: [CourseError("link 'gone.html' leads to gone.html, which does not exist", at: SourceLocation(file: "site/index.html", line: 3))])])) {
            try BuildStep.checkLinks.run(&context)
        }
    }

    @Test func theChecksAfterAFailedCheckStillRunAndBothStepsAreNamed() throws {
        let directory = TemporaryDirectory("pipeline")
        var context = Self.context(directory, pages: ["index.html": #"<body><a href="gone.html">x</a></body>"#])
        let pipeline = BuildPipeline(steps: [.validatePages, .checkLinks, .publishSite])
        #expect(throws: BuildError([
            .init(step: "validate pages", errors: [CourseError(
                "page is not valid XHTML 1.0 Strict: Element body content does not follow the DTD, expecting (p | h1 | h2 | h3 | h4 | h5 | h6 | div | ul | ol | dl | pre | hr | blockquote | address | fieldset | table | form | noscript | ins | del | script)*, got (a)",
                at: SourceLocation(file: "site/index.html", line: 3))]),
            .init(step: "check links", errors: [CourseError("link 'gone.html' leads to gone.html, which does not exist", at: SourceLocation(file: "site/index.html", line: 3))]),
        ])) {
            try pipeline.run(&context)
        }
        #expect(context.report == nil)
    }

    @Test func theSiteStepsRefuseAContextWithoutCourses() {
        let directory = TemporaryDirectory("pipeline")
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache")))
        #expect(throws: BuildError([.init(step: "render pages", errors: [CourseError("there are no courses to build a site from")])])) {
            try BuildPipeline(steps: BuildPipeline.publishing).run(&context)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }

    @Test func aBuildErrorEndsWithTheStepsThatFailed() {
        let error = BuildError([.init(step: "load courses", errors: [CourseError("no courses here", file: "courses")])])
        #expect(error.description == "courses: error: no courses here\nerror: the build stopped: step 'load courses' failed")
    }

    @Test func publishingWithoutARenderedSiteNamesTheStepToRunFirst() {
        let directory = TemporaryDirectory("pipeline")
        var context = Self.context(directory, pages: [:])
        context.site = nil
        #expect(throws: BuildError([.init(step: "publish site", errors: [CourseError("no site was rendered; run the step 'render pages' first")])])) {
            try BuildStep.publishSite.run(&context)
        }
    }

    @Test func theStepsOneByOnePublishWhatTheyRendered() throws {
        let directory = TemporaryDirectory("pipeline")
        var context = Self.context(directory, pages: ["index.html": #"<body><p><a href="site.css">style</a></p></body>"#])
        context.output = directory.file("site")
        for step in [BuildStep.validatePages, .checkLinks, .publishSite] { try step.run(&context) }
        #expect(context.report?.pages == ["index.html"])
        #expect(context.report?.files == 2)
        #expect(context.report?.links == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("site")).sorted() == ["index.html", "site.css"])
    }

    @Test func aBrokenLessonLetsTheLessonByLessonStepsRunButNothingIsRendered() throws {
        let directory = TemporaryDirectory("pipeline")
        directory.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a", "b"]}"#)
        directory.write("courses/c/en/01-a.md", "---\nid: a\ntitle: A\n---\n\nText.\n")
        directory.write("courses/c/en/02-b.md", "---\nid: b\ntitle: B\n---\n\n```swift runn\nprint(1)\n```\n")
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache")))
        let error = try #require(throws: BuildError.self) { try BuildPipeline().run(&context) }
        #expect(error.failures.map(\.step) == ["load courses"])
        #expect(context.courses.flatMap(\.lessons).map(\.id) == ["a"])
        #expect(context.brokenLessons.map(\.id) == ["b"])
        #expect(context.translationNotices.keys.sorted() == [directory.file("courses/c/en/01-a.md")])
        #expect(context.site == nil)
        #expect(!FileManager.default.fileExists(atPath: directory.file("site")))
    }

    @Test func aFailingIndexerFailsTheIndexSearchStepByName() throws {
        let directory = FourLessonCourse.project()
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: "site", templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache")))
        try BuildPipeline(steps: [.loadCourses, .renderPages]).run(&context)
        context.searchIndexer = PagefindIndexer(executable: "/bin/false")
        #expect(throws: BuildError([.init(step: "index search", errors: [CourseError("search: Pagefind failed (exit 1) on the en pages: ", file: "/bin/false")])])) {
            try BuildStep.indexSearch.run(&context)
        }
    }

    @Test func withoutAnIndexerTheSiteIsPublishedWithAWarning() throws {
        let directory = TemporaryDirectory("pipeline")
        var context = Self.context(directory, pages: ["index.html": "<body><p>x</p></body>"])
        context.output = directory.file("site")
        context.searchIndexer = nil
        for step in [BuildStep.validatePages, .checkLinks, .indexSearch, .publishSite] { try step.run(&context) }
        #expect(context.report?.warnings == [
            "search: Pagefind was not found (pagefind_extended on PATH, or COURSEC_PAGEFIND); the site has no search index; 'coursec doctor' says how to install it",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("site")).sorted() == ["index.html", "site.css"])
    }
}
