import CoursecTestSupport
import Foundation
import Testing

/// The built site in a real browser: headless Chromium driven through WebDriver
/// (`browser-checks.py`, Debian's chromium, chromium-driver and python3-selenium)
/// over `BrowserCourse`, served over HTTP as search needs. The site is built and
/// looked at once; each test reads the facts it is about.
@Suite(.tags(.browser, .pagefind), .serialized) struct BrowserTests {
    static let lesson = "ilk-adimlar/tr/karsilama.html"
    static let japanese = "ilk-adimlar/ja/karsilama.html"
    static let pages = ["index.html", "index.ja.html", "ilk-adimlar/tr/index.html", lesson, japanese, "ilk-adimlar/en/karsilama.html",
                        "ilk-adimlar/tr/kapanis.html", "ilk-adimlar/ja/index.html", status]
    /// The team's translation status page (`build --status-page`).
    static let status = "status/index.html"

    /// What the browser found, looked at once for every test of the suite.
    static let report: Result<BrowserReport, BrowserFailure> = Result { () throws(BrowserFailure) in try look() }

    static func look() throws(BrowserFailure) -> BrowserReport {
        let folder = TemporaryDirectory("coursec-browser")
        do {
            try BrowserCourse.write(to: folder.path)
        } catch {
            throw BrowserFailure(reason: "cannot write the course: \(error)")
        }
        let build = CLIRun.run(["build", "--no-verify", "--status-page", "--templates", Repository.templates], in: folder.path)
        guard build.status == 0 else { throw BrowserFailure(reason: "build failed: \(build.err)") }
        let site = (folder.path as NSString).appendingPathComponent("site")
        let scenario: [String: Any] = [
            "lesson": lesson, "section": "çıktı", "searchPage": "ilk-adimlar/tr/kapanis.html", "query": "koordinatör",
            "switchTo": "ja", "variants": ["コーディネーター", "コーディネータ"], "variantPage": japanese, "pages": pages,
        ]
        return try BrowserReport.look(at: site, scenario: scenario)
    }

    static func facts() throws -> BrowserReport { try report.get() }

    @Test func aJumpToASectionLeavesItsHeadingInViewBelowTheHeader() throws {
        let facts = try Self.facts()
        for jump in [facts.jumpDesktop, facts.jumpPhone] {
            // Below the header (the sticky one at 1280 px, none at 390 px), with 12 px to spare.
            #expect(jump.headingTop == jump.headerBottom + 12, "at \(jump.width) px")
        }
    }

    @Test func onAPhoneTheHeaderScrollsAwayAndTheContentsOpenWithATap() throws {
        let facts = try Self.facts()
        #expect(facts.jumpDesktop.stickyHeaderHeight > 0)
        #expect(facts.jumpPhone.stickyHeaderHeight == 0)
        #expect(facts.contents == BrowserReport.Contents(openBefore: false, openAfterTap: true))
    }

    @Test func slashFocusesSearchArrowDownAndEnterOpenAResultEscapeCloses() throws {
        let keyboard = try Self.facts().keyboard
        #expect(keyboard.slashFocuses == "search_query")
        #expect(keyboard.resultCount > 0)
        #expect(keyboard.selectedRows == 1)
        #expect(keyboard.escapeCloses)
        #expect(keyboard.enterOpens == keyboard.firstResult)
    }

    @Test func enterRightAfterTypingOpensTheFirstResult() throws {
        #expect(try Self.facts().keyboard.enterRightAfterTyping == Self.lesson)
    }

    @Test func onlyOneResultLooksSelectedWhenThePointerRestsOnAnother() throws {
        #expect(try Self.facts().keyboard.rowsLookingSelected == 1)
    }

    @Test func bothSpellingsOfAKatakanaWordFindTheSameLessons() throws {
        let found = try Self.facts().variants
        let both = ["ilk-adimlar/ja/kapanis.html", Self.japanese]
        #expect(found == ["コーディネーター": both, "コーディネータ": both])
    }

    @Test func theSwitcherNamesEachLanguageInItselfAndKeepsTheSection() throws {
        let switcher = try Self.facts().switcher
        #expect(switcher.names == ["English|en", "日本語|ja", "Türkçe|tr"])
        #expect(switcher.page == Self.japanese)
        #expect(switcher.section == "出力")
    }

    /// Opened like every page (the checks below run on it too): its landmarks, its skip link.
    @Test func theStatusPageOpensWithTheSiteFrame() throws {
        let status = try #require(try Self.facts().landmarksDesktop[Self.status])
        #expect(status.roles == ["banner", "main", "navigation", "search"])
        #expect(status.unnamedLinks == 0)
    }

    @Test func noPageScrollsSidewaysOnAPhone() throws {
        let facts = try Self.facts()
        #expect(facts.sideways == [])
    }

    /// Every page the checks open, read through WebDriver's browser log: a script error,
    /// a failed request (a missing favicon too) or a warning would be there.
    @Test func noPageLogsAnythingToTheConsole() throws {
        let console = try Self.facts().console
        #expect(console == [], "Chromium logged:\n\(console.joined(separator: "\n"))")
    }

    @Test func everyPageHasItsLandmarksASkipLinkAndNoNamelessOrInvisibleStops() throws {
        let landmarks = try Self.facts().landmarksDesktop
        #expect(landmarks.count == Self.pages.count)
        for (page, found) in landmarks {
            #expect(found.roles == ["banner", "main", "navigation", "search"], "\(page)")
            #expect(found.firstTab.href == "#site_content", "\(page)")
            #expect(found.firstTab.visible, "\(page): the skip link shows when it has the focus")
            #expect(found.unnamedLinks == 0, "\(page)")
            #expect(found.invisibleTabStops == [], "\(page)")
        }
        #expect(landmarks[Self.lesson]?.firstTab.text == "İçeriğe geç")
        #expect(landmarks[Self.japanese]?.firstTab.text == "本文へ移動")
    }
}

public struct BrowserFailure: Error, CustomStringConvertible {
    public var reason: String
    public var description: String { reason }
}

/// What `browser-checks.py` reports, as it spells it.
struct BrowserReport: Decodable, Sendable {
    struct Jump: Decodable, Sendable { var width: Int; var headingTop: Int; var headerBottom: Int; var stickyHeaderHeight: Int }
    struct Keyboard: Decodable, Sendable {
        var slashFocuses: String; var resultCount: Int; var selectedRows: Int; var rowsLookingSelected: Int
        var escapeCloses: Bool; var enterOpens: String?; var firstResult: String?; var enterRightAfterTyping: String
    }
    struct Switcher: Decodable, Sendable { var names: [String]; var page: String; var section: String }
    struct Contents: Decodable, Equatable, Sendable { var openBefore: Bool; var openAfterTap: Bool }
    struct Tab: Decodable, Sendable { var href: String?; var text: String; var visible: Bool }
    struct Landmarks: Decodable, Sendable { var roles: [String]; var firstTab: Tab; var unnamedLinks: Int; var invisibleTabStops: [String] }

    var jumpDesktop: Jump
    var jumpPhone: Jump
    var keyboard: Keyboard
    var variants: [String: [String]]
    var switcher: Switcher
    var sideways: [String]
    var contents: Contents
    var landmarksDesktop: [String: Landmarks]
    /// What Chromium logged on every page opened, `page: LEVEL message`.
    var console: [String]

    static let script = Repository.path("Tests/CoursecTestSupport/browser-checks.py")
    /// Debian's python3, where python3-selenium is installed (a python3 earlier on PATH may lack it).
    static let python = "/usr/bin/python3"

    /// Serves `site` on a free loopback port and runs the checks over it.
    static func look(at site: String, scenario: [String: Any]) throws(BrowserFailure) -> BrowserReport {
        let server = Process()
        server.executableURL = URL(fileURLWithPath: python)
        // Port 0: the system picks a free one, and the server says which on its first line.
        server.arguments = ["-u", "-c", """
            import http.server, functools, sys
            handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])
            handler.log_message = lambda *a: None
            server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            print(server.server_address[1], flush=True)
            server.serve_forever()
            """, site]
        let said = Pipe()
        server.standardOutput = said
        server.standardError = FileHandle.nullDevice
        do { try server.run() } catch { throw BrowserFailure(reason: "cannot start the web server: \(error)") }
        // SIGKILL: a process started while coursec's in-process commands catch SIGTERM inherits it as ignored.
        defer { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() }
        var first = Data()
        while !first.contains(UInt8(ascii: "\n")) {
            let more = said.fileHandleForReading.availableData
            if more.isEmpty { break }
            first.append(more)
        }
        guard let port = Int(String(decoding: first, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BrowserFailure(reason: "the web server named no port")
        }
        return try checks(["http://127.0.0.1:\(port)/"], scenario: scenario)
    }

    /// What `browser-checks.py` found with `arguments` (its mode and the site's address) and `scenario`.
    static func checks<Report: Decodable>(_ arguments: [String], scenario: [String: Any]) throws(BrowserFailure) -> Report {
        let checks = Process()
        checks.executableURL = URL(fileURLWithPath: python)
        let scenarioText = (try? JSONSerialization.data(withJSONObject: scenario)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        checks.arguments = [script] + arguments + [scenarioText]
        let output = Pipe()
        let errors = Pipe()
        checks.standardOutput = output
        checks.standardError = errors
        do { try checks.run() } catch { throw BrowserFailure(reason: "cannot start \(script): \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        checks.waitUntilExit()
        guard checks.terminationStatus == 0 else {
            throw BrowserFailure(reason: "browser-checks.py exited \(checks.terminationStatus): \(String(decoding: complaint, as: UTF8.self))")
        }
        do {
            return try JSONDecoder().decode(Report.self, from: data)
        } catch {
            throw BrowserFailure(reason: "unreadable report: \(error): \(String(decoding: data, as: UTF8.self))")
        }
    }
}
