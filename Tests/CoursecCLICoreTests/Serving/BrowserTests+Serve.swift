import CoursecTestSupport
import Foundation
import Testing

extension BrowserTests {
    /// A page open in Chromium under `coursec serve` while its lesson is saved: the edit,
    /// then a snippet broken, then fixed. Nothing reloads the page but its own script:
    /// `browser-checks.py --serve` saves the file and only reads the page. The script was
    /// inline before, and a page served as text/html ran the `&amp;&amp;` libxml2 wrote
    /// for `&&`: a SyntaxError on every page, and no page ever reloaded.
    @Test(.tags(.binary, .compiles)) func anOpenPageUnderServeShowsASaveItsErrorPageAndItsFixWithoutAManualReload() throws {
        let (folder, scratch, port, process, printed) = try ServeTests.servedCourse("coursec-browser-serve")
        defer { withExtendedLifetime((folder, scratch)) { if process.isRunning { process.terminate() } } }
        let edited = ServeTests.lesson.replacingOccurrences(of: "Birinci", with: "İkinci")
        let scenario: [String: Any] = [
            "page": "c/tr/a.html", "otherPage": "index.html", "file": folder.file("courses/c/tr/01-a.md"), "text": "Birinci metin.",
            "edited": [edited, "İkinci metin."], "broken": edited.replacingOccurrences(of: "```output\nmerhaba", with: "```output\nselam"),
            "fixed": edited,
        ]
        let report: ServeBrowserReport = try BrowserReport.checks(["--serve", "http://127.0.0.1:\(port)/"], scenario: scenario)
        let facts = report.liveReload
        let error = """
            courses/c/tr/01-a.md:12: error: output differs from what the snippet prints (1 bayat)
              13 bayat   expected: selam | actual: merhaba
            """
        #expect(facts.before)
        // A save is on screen in about a second (the watcher settles, the lesson is built again, the long poll answers).
        #expect(facts.edited.map { $0 < 10 } == true, "the saved text never showed: \(printed.text)")
        #expect(facts.errorPage == error)
        #expect(facts.overlay == error)
        #expect(facts.back)
        #expect(report.console == [], "Chromium logged:\n\(report.console.joined(separator: "\n"))")

        process.interrupt()
        #expect(ServeTests.eventually(within: 20) { !process.isRunning })
    }
}

/// What `browser-checks.py --serve` reports.
struct ServeBrowserReport: Decodable, Sendable {
    struct LiveReload: Decodable, Sendable {
        /// The page showed the lesson's text before any save.
        var before: Bool
        /// Seconds from the save to its text on the open page; nil when it never showed.
        var edited: Double?
        /// The error page's errors once a snippet was broken; nil when it never showed.
        var errorPage: String?
        /// The box of errors at the foot of another page meanwhile.
        var overlay: String?
        /// The lesson's page came back once the snippet was fixed.
        var back: Bool
    }

    var liveReload: LiveReload
    /// What Chromium logged on each page opened, `page: LEVEL message`.
    var console: [String]
}
