import CoursecTestSupport
import Foundation
import Testing

/// What a reader meets beside search, in headless Chromium (`reader-checks.py`, which
/// serves the site itself): the colour scheme, the copy button, a Chinese page's
/// interface and fonts, the printed page, and a console with nothing in it. The site
/// of `ReaderCourse` is built and looked at once; each test reads its facts.
@Suite(.tags(.browser, .pagefind), .serialized) struct ReaderFeatureBrowserTests {
    static let lesson = "kaishi/zh/greeting.html"
    static let printPage = "kaishi/zh/print.html"
    static let pages = ["index.html", "index.zh.html", "index.ja.html", "kaishi/zh/index.html", lesson, "kaishi/zh/loops.html",
                        "kaishi/ja/greeting.html", "kaishi/en/greeting.html", printPage, "pages/zh/about.html", "404.html"]

    static let report: Result<ReaderReport, BrowserFailure> = Result { () throws(BrowserFailure) in try look() }

    static func look() throws(BrowserFailure) -> ReaderReport {
        let folder = TemporaryDirectory("coursec-reader")
        for (path, text) in ReaderCourse.files { _ = folder.write(path, text) }
        let build = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
        guard build.status == 0 else { throw BrowserFailure(reason: "build failed: \(build.err)") }
        let scenario: [String: Any] = [
            "lesson": lesson, "other": "kaishi/zh/loops.html", "japanese": "kaishi/ja/greeting.html", "pages": pages,
            "print": printPage, "printLink": "#lesson_loops a[href^='#lesson_greeting_']",
        ]
        let scenarioText = (try? JSONSerialization.data(withJSONObject: scenario)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let checks = Process()
        checks.executableURL = URL(fileURLWithPath: BrowserReport.python)
        let shots = ProcessInfo.processInfo.environment["COURSEC_READER_SHOTS"].map { [$0] } ?? []
        checks.arguments = [Repository.path("Tests/CoursecTestSupport/reader-checks.py"), folder.file("site"), scenarioText] + shots
        let output = Pipe()
        let errors = Pipe()
        checks.standardOutput = output
        checks.standardError = errors
        do { try checks.run() } catch { throw BrowserFailure(reason: "cannot start reader-checks.py: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        checks.waitUntilExit()
        guard checks.terminationStatus == 0 else {
            throw BrowserFailure(reason: "reader-checks.py exited \(checks.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
        }
        do { return try JSONDecoder().decode(ReaderReport.self, from: data) } catch {
            throw BrowserFailure(reason: "unreadable report: \(error): \(String(decoding: data, as: UTF8.self))")
        }
    }

    static func facts() throws -> ReaderReport { try report.get() }

    static let light = ReaderReport.Scheme(mode: "auto", theme: "light", background: "rgb(255, 255, 255)", ink: "rgb(29, 35, 48)", buttonName: "配色: 跟随系统")
    static let dark = ReaderReport.Scheme(mode: "auto", theme: "dark", background: "rgb(18, 22, 30)", ink: "rgb(227, 231, 239)", buttonName: "配色: 跟随系统")

    @Test func aPageFollowsTheSystemsColourSchemeUntilTheReaderChoosesOne() throws {
        let theme = try Self.facts().theme
        #expect(theme.systemDark == Self.dark)
        #expect(theme.systemLight == Self.light)
    }

    @Test func theToggleCyclesLightDarkAutoAndEveryNextPageOpensInTheChoice() throws {
        let toggle = try Self.facts().theme.toggle
        var chosenLight = Self.light
        (chosenLight.mode, chosenLight.buttonName) = ("light", "配色: 浅色")
        var chosenDark = Self.dark
        (chosenDark.mode, chosenDark.buttonName) = ("dark", "配色: 深色")
        #expect(toggle.map(\.clicked) == [chosenLight, chosenDark, Self.light])
        #expect(toggle.map(\.nextPage) == [chosenLight, chosenDark, Self.light])
    }

    @Test func aChosenDarkSchemeIsAppliedInTheHeadBeforeAnyDeferredScript() throws {
        let without = try Self.facts().theme.withoutReaderScript
        #expect(without == ReaderReport.Theme.Bare(theme: "dark", background: "rgb(18, 22, 30)", copyButtons: 0))
    }

    @Test func theCopyButtonIsAKeyboardButtonThatCopiesTheCodeWithoutLineNumbersAndSaysSo() throws {
        let copy = try Self.facts().copy
        #expect(copy.blocks == 2)
        #expect(copy.buttons == 2)
        #expect(copy.tag == "button")
        #expect(copy.focusable)
        #expect(copy.label == "复制")
        #expect(copy.copied == "let greeting = \"你好\"\nfor i in 1...2 {\n    print(\"\\(greeting) \\(i)\")\n}")
        #expect(copy.status == ["status", "polite", "已复制"])
        #expect(copy.buttonAfter == "已复制")
    }

    @Test func withoutAClipboardAPITheCodeIsCopiedThroughASelectedTextArea() throws {
        let copy = try Self.facts().copy
        #expect(copy.fallback == "copy:swift build && ./.build/debug/greet --a-very-long-option-that-goes-on-and-on-and-on-and-on-and-on-and-on-and-on")
        #expect(copy.fallbackStatus == "已复制")
    }

    @Test func aChinesePageSpeaksChineseInSimplifiedChineseGlyphsAndAJapaneseOneInJapanese() throws {
        let interface = try Self.facts().interface
        #expect(interface["chinese"] == ReaderReport.Interface(
            lang: "zh", contents: "本页内容", kicker: "第 1 课", search: "搜索", next: "下一课 →", copy: "复制", output: "输出",
            titleFonts: ["Noto Sans CJK SC"]))
        #expect(interface["japanese"] == ReaderReport.Interface(
            lang: "ja", contents: "このページの内容", kicker: "レッスン 1", search: "検索", next: "次へ →", copy: "コピー", output: "出力",
            titleFonts: ["Noto Sans CJK JP"]))
    }

    @Test func aPrintedLessonHasNoMastheadSearchSwitcherOrButtonsAndNoCodeIsCut() throws {
        let printed = try Self.facts().print
        #expect(printed == ReaderReport.Printed(
            masthead: false, search: false, switcher: false, toggle: false, copy: false, contents: false, lesson: true,
            codeCut: 0, codeBackground: "rgba(0, 0, 0, 0)", codeInk: "rgb(0, 0, 0)"))
    }

    @Test func theCoursesLessonsStandBesideTheLessonWithTheCurrentOneMarkedAndFoldOnAPhone() throws {
        let sidebar = try Self.facts().sidebar
        let entries = ["问候|page", "Loops zh|"]
        #expect(sidebar["1280"] == ReaderReport.Sidebar(entries: entries, name: "入门", shown: true, shownAfterTap: nil))
        #expect(sidebar["390"] == ReaderReport.Sidebar(entries: entries, name: "入门", shown: false, shownAfterTap: true))
    }

    @Test func thePrintPageHoldsTheCourseInOrderAndALinkBetweenLessonsLeadsWithinIt() throws {
        let page = try Self.facts().printPage
        #expect(page.titles == ["问候", "Loops zh"])
        #expect(page.repeatedIds == [])
        #expect(page.followed == ReaderReport.PrintPage.Followed(
            path: "/kaishi/zh/print.html", hash: "lesson_greeting_程序", target: "程序 本节链接： 程序", inView: true))
        #expect(page.printed == ReaderReport.PrintPage.Printed(masthead: false, breaks: ["page", "page"]))
    }

    @Test func aStandalonePageIsReachedFromTheFooterAndSwitchesToItsOtherLanguage() throws {
        let standalone = try Self.facts().standalone
        #expect(standalone.footer == "关于本站")
        #expect(standalone.page == ReaderReport.Standalone.Shown(
            path: "/pages/zh/about.html", lang: "zh", title: "关于本站", search: true, languages: ["English", "中文"]))
        #expect(standalone.other == ReaderReport.Standalone.Shown(
            path: "/pages/en/about.html", lang: "en", title: "About this site", search: true, languages: ["English", "中文"]))
    }

    /// axe-core is no Debian package: `COURSEC_AXE` names its `axe.min.js` (4.x; the one in
    /// PyPI's axe-playwright-python wheel serves), and without it this test does not run.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["COURSEC_AXE"] != nil, "COURSEC_AXE names no axe-core script"))
    func axeFindsNoSeriousOrCriticalViolationOnAnyPageAtEitherWidthInEitherScheme() throws {
        #expect(try Self.facts().axe == [])
    }

    @Test func noPageLogsAnythingToTheConsoleInEitherSchemeOrWidth() throws {
        #expect(try Self.facts().console == [:])
    }
}

/// What `reader-checks.py` reports, as it spells it.
struct ReaderReport: Decodable, Sendable {
    struct Scheme: Decodable, Equatable, Sendable { var mode: String; var theme: String; var background: String; var ink: String; var buttonName: String }
    struct Theme: Decodable, Sendable {
        struct Step: Decodable, Sendable { var clicked: Scheme; var nextPage: Scheme }
        struct Bare: Decodable, Equatable, Sendable { var theme: String; var background: String; var copyButtons: Int }
        var systemDark: Scheme
        var systemLight: Scheme
        var toggle: [Step]
        var withoutReaderScript: Bare

        enum CodingKeys: String, CodingKey {
            case systemDark = "system-dark", systemLight = "system-light", toggle, withoutReaderScript
        }
    }
    struct Copy: Decodable, Sendable {
        var blocks: Int; var buttons: Int; var tag: String; var label: String; var focusable: Bool
        var copied: String?; var status: [String?]; var buttonAfter: String; var fallback: String?; var fallbackStatus: String
    }
    struct Interface: Decodable, Equatable, Sendable {
        var lang: String; var contents: String?; var kicker: String?; var search: String?; var next: String?
        var copy: String?; var output: String?; var titleFonts: [String]
    }
    struct Printed: Decodable, Equatable, Sendable {
        var masthead: Bool; var search: Bool; var switcher: Bool; var toggle: Bool; var copy: Bool; var contents: Bool; var lesson: Bool
        var codeCut: Int; var codeBackground: String; var codeInk: String
    }

    struct Sidebar: Decodable, Equatable, Sendable { var entries: [String]; var name: String?; var shown: Bool; var shownAfterTap: Bool? }

    struct PrintPage: Decodable, Sendable {
        struct Followed: Decodable, Equatable, Sendable { var path: String; var hash: String; var target: String?; var inView: Bool }
        struct Printed: Decodable, Equatable, Sendable { var masthead: Bool; var breaks: [String] }
        var titles: [String]; var repeatedIds: [String]; var followed: Followed; var printed: Printed
    }
    struct Standalone: Decodable, Sendable {
        struct Shown: Decodable, Equatable, Sendable { var path: String; var lang: String; var title: String; var search: Bool; var languages: [String] }
        var footer: String; var page: Shown; var other: Shown
    }

    var theme: Theme
    var copy: Copy
    var printPage: PrintPage
    var standalone: Standalone
    var sidebar: [String: Sidebar]
    var interface: [String: Interface]
    var print: Printed
    var console: [String: [String]]
    /// nil when axe was not run (no `COURSEC_AXE`).
    var axe: [String]?
}

/// A course in English, Chinese and Japanese: a program with its output and a shell
/// line longer than any page is wide, in each language, and a second lesson.
enum ReaderCourse {
    static func greeting(_ language: String, title: String, prose: String, heading: String, word: String) -> String {
        """
        ---
        id: greeting
        title: \(title)
        summary: \(prose)
        ---

        \(prose)

        ## \(heading)

        ```swift run
        let greeting = "\(word)"
        for i in 1...2 {
            print("\\(greeting) \\(i)")
        }
        ```

        ```output
        \(word) 1
        \(word) 2
        ```

        ```sh
        swift build && ./.build/debug/greet --a-very-long-option-that-goes-on-and-on-and-on-and-on-and-on-and-on-and-on
        ```

        """
    }

    static let files: [String: String] = {
        var files = [
            "courses/kaishi/course.json": #"{"title": {"en": "Getting Started", "zh": "入门", "ja": "はじめの一歩"}, "sourceLanguage": "en", "lessons": ["greeting", "loops"]}"#,
            "courses/kaishi/en/01-greeting.md": greeting("en", title: "Greeting", prose: "A program that greets twice.", heading: "The program", word: "Hello"),
            "courses/kaishi/zh/01-greeting.md": greeting("zh", title: "问候", prose: "一个问候两次的程序。“骨”“直”“写”的字形与日文不同。", heading: "程序", word: "你好"),
            "courses/kaishi/ja/01-greeting.md": greeting("ja", title: "あいさつ", prose: "二回あいさつするプログラムです。「骨」「直」「写」の字形は簡体字と異なります。", heading: "プログラム", word: "こんにちは"),
        ]
        for language in ["en", "zh", "ja"] {
            files["courses/kaishi/\(language)/02-loops.md"] = "---\nid: loops\ntitle: Loops \(language)\nsummary: Loops.\n---\n\nText.\n\n## One\n\nText.\n"
        }
        // A link to the first lesson's section: on the print page it leads within the page.
        files["courses/kaishi/zh/02-loops.md"] = "---\nid: loops\ntitle: Loops zh\nsummary: Loops.\n---\n\nText.\n\n## One\n\n先读[程序](01-greeting.md#程序)。\n"
        files["courses/site.json"] = #"{"pages": ["about"]}"#
        files["courses/pages/en/about.md"] = "---\nid: about\ntitle: About this site\n---\n\nLessons in three languages.\n"
        files["courses/pages/zh/about.md"] = "---\nid: about\ntitle: 关于本站\n---\n\n三种语言的课程。\n"
        return files
    }()
}
