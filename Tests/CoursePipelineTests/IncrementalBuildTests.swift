import CoursecSupport
import CourseModel
import CourseParsing
import CoursePipeline
import CoursecTestSupport
import Foundation
import SiteRendering
import SnippetVerification
import Testing

/// Builds through the page cache: a page is transformed and validated again only
/// when what it shows changed. The counts are the build report's.
@Suite(.tags(.pagefind)) struct IncrementalBuildTests {
    static func build(_ directory: TemporaryDirectory) throws -> SiteBuilder.Report {
        try #require(try buildContext(directory).report)
    }

    /// The context after a whole build, with what each step made and how long it took.
    static func buildContext(_ directory: TemporaryDirectory, drafts: Bool = false) throws -> BuildContext {
        var context = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verify: false, drafts: drafts, verifierOptions: VerifierOptions(cacheDirectory: directory.file("cache/verify")),
            pageCache: PageCache(directory: directory.file("cache/pages")))
        try BuildPipeline().run(&context)
        return context
    }

    @Test func aSecondBuildWithNothingChangedRendersNoPageAndWritesTheSameSite() throws {
        let directory = FourLessonCourse.project()
        let first = try Self.build(directory)
        #expect(first.pages.count == 8)
        #expect((first.rendered, first.reused, first.documentsMade) == (8, 0, 8))
        let firstSite = try FourLessonCourse.site(directory)
        let second = try Self.build(directory)
        #expect((second.rendered, second.reused) == (0, 8))
        #expect(!first.searchIndexReused && second.searchIndexReused)
        #expect(try FourLessonCourse.site(directory) == firstSite)
    }

    @Test func aBuildThatFindsTheSiteUpToDateReportsWhatTheLastBuildRecordedOfIt() throws {
        let directory = FourLessonCourse.project()
        let first = try Self.build(directory)
        #expect(first.contents.searchLanguages == ["en"])
        #expect(first.searchLanguagesIndexed == ["en"])
        let second = try Self.build(directory)
        #expect(second == SiteBuilder.Report(upToDate: first.contents))
        #expect(second.contents == first.contents)
        #expect((second.rendered, second.reused, second.documentsMade, second.filesLinked) == (0, 8, 0, 0))
        #expect((second.searchLanguagesIndexed, second.searchLanguagesReused) == ([], ["en"]))
    }

    @Test func changingALessonsProseRendersOnlyItsPage() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        _ = directory.write(FourLessonCourse.lessonFile("third", 2), FourLessonCourse.lesson("third", title: "The third lesson", prose: "Other prose."))
        let report = try Self.build(directory)
        // The lesson's page and its course's print page, which holds it.
        #expect((report.rendered, report.reused) == (2, 6))
        // Home, index and 404 pages are always made; of the lesson pages only the changed one, and the print page.
        #expect(report.documentsMade == 5)
        #expect(directory.read("site/demo/en/third.html")?.contains("Other prose.") == true)
        // The search index is not a page: Pagefind indexes the changed text again.
        #expect(!report.searchIndexReused)
        #expect(try PagefindPages.fragments(inSite: directory.file("site")).contains("Other prose."))
    }

    @Test func aChangedLessonsProseMakesOnlyItsSearchSourcesAndChecksOnlyTheLinksOfItsPage() throws {
        let directory = FourLessonCourse.project()
        let first = try Self.build(directory)
        #expect((first.searchSourcesMade, first.pagesLinkChecked) == (4, 8))
        _ = directory.write(FourLessonCourse.lessonFile("third", 2), FourLessonCourse.lesson("third", title: "The third lesson", prose: "Other prose."))
        let report = try Self.build(directory)
        // Its page, and the print page that holds it.
        #expect((report.searchSourcesMade, report.pagesLinkChecked) == (1, 2))
        #expect(report.links == first.links)
        #expect(try PagefindPages.fragments(inSite: directory.file("site")).contains("Other prose."))
    }

    @Test func aBuildThatDoesNotVerifyStartsPagefindBeforeTheResultsAreReadAndRenderingTakesItsIndex() throws {
        let directory = FourLessonCourse.project()
        var context = try Self.context(directory, output: "site")
        for step in [BuildStep.loadCourses, .compareTranslations, .startSearchIndex] { try step.run(&context) }
        let started = try #require(context.searchIndexing)
        #expect(context.startedSearch?.indexing === started)
        for step in [BuildStep.verifySnippets, .renderPages] { try step.run(&context) }
        #expect(context.searchIndexing === started && context.startedSearch == nil)
        for step in [BuildStep.validatePages, .checkLinks, .indexSearch, .publishSite] { try step.run(&context) }
        #expect(context.report?.searchLanguagesIndexed == ["en"])

        // The same site, search bundles included, as rendering that starts Pagefind itself makes.
        var late = try Self.context(directory, output: "late", cache: "late-cache")
        for step in [BuildStep.loadCourses, .compareTranslations, .verifySnippets] + BuildPipeline.publishing { try step.run(&late) }
        #expect(try FourLessonCourse.site(directory, folder: "late") == FourLessonCourse.site(directory))
    }

    @Test func aBuildWhoseSnippetResultsChangedMakesNoneOfItsSearchSourcesAgain() throws {
        let directory = FourLessonCourse.project()
        _ = directory.write(FourLessonCourse.lessonFile("second", 1), FourLessonCourse.lesson("second", title: "The second lesson", prose: """
            Some prose.

            ```swift run
            print("checked")
            ```

            ```output
            checked
            ```
            """))
        let first = try Self.build(directory)
        #expect(first.searchSourcesMade == 4)
        // `coursec verify` fills the cache: the next `--no-verify` build shows the snippet's badge.
        var options = VerifierOptions(cacheDirectory: directory.file("cache/verify"))
        options.sandbox = false
        let results = try Verifier(options: options).verify(try CourseLoader().loadCourses(root: directory.file("courses")))
        #expect(results.map(\.status) == [.passed])
        let second = try Self.build(directory)
        // The lesson's page (its badge), the course's lesson index (its count of verified
        // programs) and its print page (the badge again).
        #expect((second.rendered, second.searchSourcesMade) == (3, 0))
        #expect(second.searchIndexReused)
    }

    /// A build's context over `directory`'s courses, into `output`, with its caches in `cache`.
    static func context(_ directory: TemporaryDirectory, output: String, cache: String = "cache") throws -> BuildContext {
        BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file(output), templates: Repository.templates,
            verify: false, verifierOptions: VerifierOptions(cacheDirectory: directory.file("\(cache)/verify")),
            pageCache: PageCache(directory: directory.file("\(cache)/pages")))
    }

    @Test func aChangedLessonWithoutQuestionsMakesNoFAQPageDocumentAndAChangedQuestionDoes() throws {
        let directory = FourLessonCourse.project()
        let asked = { (question: String) in
            FourLessonCourse.lesson("first", title: "The first lesson", prose: """
                Some prose.

                <!-- faq -->
                ## Questions

                ### \(question)

                An answer.
                """)
        }
        _ = directory.write(FourLessonCourse.lessonFile("first", 0), asked("Why this lesson?"))
        let first = try Self.build(directory)
        #expect((first.pages.count, first.documentsMade) == (9, 9))
        _ = directory.write(FourLessonCourse.lessonFile("third", 2), FourLessonCourse.lesson("third", title: "The third lesson", prose: "Other prose."))
        // Home and index pages are made; of the lesson and FAQ pages only the changed lesson's.
        let changed = try Self.build(directory)
        #expect((changed.rendered, changed.documentsMade) == (2, 5))
        _ = directory.write(FourLessonCourse.lessonFile("first", 0), asked("Why this lesson at all?"))
        let asking = try Self.build(directory)
        #expect((asking.rendered, asking.documentsMade) == (3, 6))
        #expect(directory.read("site/faq/en.html")?.contains("Why this lesson at all?") == true)
    }

    @Test func aChangedPageThatLostAnIdHasEveryPagesLinksChecked() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        _ = directory.write(FourLessonCourse.lessonFile("third", 2), Self.thirdLesson(body: "Some prose.\n\n## Another section\n\nMore prose."))
        let report = try Self.build(directory)
        #expect((report.searchSourcesMade, report.pagesLinkChecked) == (1, 8))
    }

    @Test func aLinkToASectionAChangeRemovedFromAnotherCoursesLessonStillFailsTheBuild() throws {
        let directory = FourLessonCourse.project()
        _ = directory.write("courses/other/course.json", """
            { "title": { "en": "Other" }, "sourceLanguage": "en", "lessons": ["pointer"] }

            """)
        _ = directory.write("courses/other/en/01-pointer.md", """
            ---
            id: pointer
            title: A pointer
            summary: Where to read on.
            ---

            Read [the section](../../demo/en/03-third.md#a-section) of the other course.

            """)
        let first = try Self.build(directory)
        #expect(first.pagesLinkChecked == first.pages.count)
        _ = directory.write(FourLessonCourse.lessonFile("third", 2), Self.thirdLesson(body: "Some prose, and no section."))
        let error = #expect(throws: BuildError.self) { try Self.build(directory) }
        // The lesson's page and its course's print page, which holds the same link.
        #expect(error?.description == "\(directory.file("site/other/en/pointer.html")):\(try Self.lineOfTheLink(directory)): error: "
            + "link '../../demo/en/third.html#a-section': demo/en/third.html has no anchor 'a-section'\n"
            + "\(directory.file("site/other/en/print.html")):\(try Self.lineOfTheLink(directory, page: "print")): error: "
            + "link '../../demo/en/third.html#a-section': demo/en/third.html has no anchor 'a-section'\n"
            + "error: the build stopped: step 'check links' failed")
    }

    /// The third lesson of `FourLessonCourse` with another body than its "A section".
    static func thirdLesson(body: String) -> String {
        "---\nid: third\ntitle: The third lesson\nsummary: What third says.\n---\n\n\(body)\n"
    }

    /// The line of the pointer page that holds its link into the other course, in the last site published.
    static func lineOfTheLink(_ directory: TemporaryDirectory, page: String = "pointer") throws -> Int {
        let text = try #require(directory.read("site/other/en/\(page).html"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0.contains("third.html#a-section") }) + 1
    }

    @Test func changingALessonsTitleRendersEveryLessonPageOfItsLanguageAndItsIndex() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        _ = directory.write(FourLessonCourse.lessonFile("second", 1), FourLessonCourse.lesson("second", title: "A renamed lesson"))
        let report = try Self.build(directory)
        #expect((report.rendered, report.reused) == (6, 2))
        // A title is an input of every lesson page of its course (pager, links by title, the
        // course's lessons beside each page, which every lesson page of the language shows), and of its print page.
        #expect(report.documentsMade == 8)
        for page in ["first", "second", "third", "fourth", "index"] {
            #expect(directory.read("site/demo/en/\(page).html")?.contains("A renamed lesson") == true, "\(page)")
        }
    }

    @Test func aChangedTemplateRendersEveryPageAgain() throws {
        let directory = FourLessonCourse.project()
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
        #expect(context.report?.rendered == 8)
        #expect(context.report?.reused == 0)
    }

    @Test func aBuildWithNothingChangedStopsAfterComparingWithTheLastBuildAndWritesNoFile() throws {
        let directory = FourLessonCourse.project()
        let first = try Self.build(directory)
        #expect(!first.upToDate)
        let stamp = FolderDigest.stamps(of: directory.file("site"))
        let second = try Self.buildContext(directory)
        #expect(second.stepTimes.map(\.step) == ["check the site folder", "compare with the last build"])
        let report = try #require(second.report)
        #expect(report.upToDate)
        #expect((report.rendered, report.reused, report.searchIndexReused) == (0, 8, true))
        #expect((report.pages, report.files, report.links) == (first.pages, first.files, first.links))
        // Not one file of the site folder was written, replaced or touched.
        #expect(FolderDigest.stamps(of: directory.file("site")) == stamp)
    }

    @Test func anEditedOrDeletedFileOfThePublishedSiteIsBuiltAgain() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        let built = try FourLessonCourse.site(directory)
        _ = directory.write("site/demo/en/first.html", "edited by hand")
        let afterEdit = try Self.build(directory)
        #expect(!afterEdit.upToDate)
        #expect(try FourLessonCourse.site(directory) == built)
        try FileManager.default.removeItem(atPath: directory.file("site/demo/en/second.html"))
        let afterDelete = try Self.build(directory)
        #expect(!afterDelete.upToDate)
        #expect(try FourLessonCourse.site(directory) == built)
        #expect(try Self.build(directory).upToDate)
    }

    @Test func aChangedOptionASavedLessonOrANewVerifyCacheEntryIsBuiltAgain() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        #expect(try Self.buildContext(directory, drafts: true).report?.upToDate == false)
        #expect(try Self.build(directory).upToDate == false)
        #expect(try Self.build(directory).upToDate)
        // The same bytes saved again: the lesson is as it was.
        let file = directory.file(FourLessonCourse.lessonFile("first", 0))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try FileManager.default.removeItem(atPath: file)
        _ = directory.write(FourLessonCourse.lessonFile("first", 0), text)
        #expect(try Self.build(directory).upToDate)
        _ = directory.write(FourLessonCourse.lessonFile("first", 0), text + "\nOne more sentence.\n")
        #expect(try Self.build(directory).upToDate == false)
        // Badges of a --no-verify build come from the verify cache's entries.
        _ = directory.write("cache/verify/ab/abcdef", "an entry")
        #expect(try Self.build(directory).upToDate == false)
        #expect(try Self.build(directory).upToDate)
    }

    @Test func aFailingBuildIsNeverRecordedSoItFailsAgainTheSameWay() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        let built = try FourLessonCourse.site(directory)
        let file = directory.file(FourLessonCourse.lessonFile("second", 1))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        _ = directory.write(FourLessonCourse.lessonFile("second", 1), text + "\n```swift runn\nprint(1)\n```\n")
        let message = "\(file):13: error: unknown word 'runn' in info string 'swift runn' (did you mean 'run'? known: run, typecheck, parse, apple, ignore, setup, compile-error, traps, file=NAME, include=PATH, step=N, highlight=LINES, in=TYPE, incomplete, group=NAME, source=LINE)\n"
            + "error: the build stopped: step 'load courses' failed"
        for _ in 0..<2 {
            let error = #expect(throws: BuildError.self) { try Self.build(directory) }
            #expect(error?.description == message)
        }
        _ = directory.write(FourLessonCourse.lessonFile("second", 1), text)
        #expect(try Self.build(directory).upToDate)
        #expect(try FourLessonCourse.site(directory) == built)
    }

    /// Every file of the site by its inode.
    static func inodes(_ directory: TemporaryDirectory) throws -> [String: UInt64] {
        let root = directory.file("site")
        var inodes: [String: UInt64] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root) {
            let attributes = try FileManager.default.attributesOfItem(atPath: (root as NSString).appendingPathComponent(path))
            if attributes[.type] as? FileAttributeType == .typeRegular { inodes[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value }
        }
        return inodes
    }

    @Test func aChangedLessonWritesOnlyTheFilesThatChangedAndTheSiteEqualsACleanBuild() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        let before = try FourLessonCourse.site(directory)
        let inodesBefore = try Self.inodes(directory)
        _ = directory.write(FourLessonCourse.lessonFile("third", 2), FourLessonCourse.lesson("third", title: "The third lesson", prose: "Other prose."))
        let report = try Self.build(directory)
        let after = try FourLessonCourse.site(directory)
        let inodesAfter = try Self.inodes(directory)
        let unchanged = after.keys.filter { before[$0] == after[$0] }
        // The lesson's page, its course's print page and the search files that index its text; every other file is the old one, linked.
        #expect(after.keys.filter { before[$0] != after[$0] && !$0.hasPrefix("pagefind/") }.sorted() == ["demo/en/print.html", "demo/en/third.html"])
        #expect(report.filesLinked == unchanged.count)
        #expect(after.keys.filter { inodesBefore[$0] == inodesAfter[$0] }.sorted() == unchanged.sorted())

        let clean = TemporaryDirectory("incremental-clean")
        try FileManager.default.copyItem(atPath: directory.file("courses"), toPath: clean.file("courses"))
        _ = try Self.build(clean)
        #expect(try FourLessonCourse.site(clean) == after)
    }

    @Test func aBuildWhoseVerifyCacheWarnsIsNotRecordedSoEveryBuildWarns() throws {
        let directory = FourLessonCourse.project()
        _ = directory.write(FourLessonCourse.lessonFile("first", 0), FourLessonCourse.lesson("first", title: "The first lesson", prose: """
            Some prose.

            ```swift run
            print(6 * 7)
            ```

            ```output
            42
            ```
            """))
        var options = VerifierOptions(cacheDirectory: directory.file("cache/verify"))
        options.sandbox = false
        var verifying = BuildContext(
            coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
            verifierOptions: options, pageCache: PageCache(directory: directory.file("cache/pages")))
        try BuildPipeline().run(&verifying)
        let entries = try FileManager.default.subpathsOfDirectory(atPath: directory.file("cache/verify")).filter { $0.hasSuffix(".json") }
        #expect(entries.count == 1)
        let entry = directory.file("cache/verify/" + entries[0])
        try (String(contentsOfFile: entry, encoding: .utf8) + "tampered").write(toFile: entry, atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let warnings = WarningBox()
            var options = VerifierOptions(cacheDirectory: directory.file("cache/verify"))
            options.warn = { warnings.append($0) }
            var context = BuildContext(
                coursesFolder: directory.file("courses"), output: directory.file("site"), templates: Repository.templates,
                verify: false, verifierOptions: options, pageCache: PageCache(directory: directory.file("cache/pages")))
            try BuildPipeline().run(&context)
            #expect(context.report?.upToDate == false)
            #expect(warnings.messages == ["\(entry): warning: cache entry is corrupt (its checksum does not match its contents); not used, the snippet is checked again"])
        }
    }

    @Test func aBuildWithNothingChangedWhileAnotherIsPublishingFailsAsPublishingWould() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        // Holds the lock as a build that is publishing does.
        let held = open(directory.path, O_RDONLY | O_DIRECTORY)
        defer { close(held) }
        try #require(flock(held, LOCK_EX) == 0)
        let error = #expect(throws: BuildError.self) { try Self.build(directory) }
        #expect(error?.description == "\(directory.file("site")): error: another build is publishing here; try again when it has finished\n"
            + "error: the build stopped: step 'publish site' failed")
        flock(held, LOCK_UN)
        #expect(try Self.build(directory).upToDate)
    }

    @Test func aSiteFileWithAnotherModeIsWrittenAgainNotLinked() throws {
        let directory = FourLessonCourse.project()
        _ = try Self.build(directory)
        let page = directory.file("site/demo/en/first.html")
        let inode = try Self.inodes(directory)["demo/en/first.html"]
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: page)
        let report = try Self.build(directory)
        #expect(!report.upToDate)
        #expect(report.filesLinked == report.files - 1)
        #expect(try FileManager.default.attributesOfItem(atPath: page)[.posixPermissions] as? Int == 0o644)
        #expect(try Self.inodes(directory)["demo/en/first.html"] != inode)
    }
}

final class WarningBox: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [String] = []
    func append(_ message: String) { lock.withLock { all.append(message) } }
    var messages: [String] { lock.withLock { all } }
}
