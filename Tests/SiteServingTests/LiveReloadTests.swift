import Foundation
import SiteRendering
import SiteServing
import Testing

/// What the preview adds to the pages it serves, and how open pages learn of a rebuild.
@Suite struct LiveReloadTests {
    @Test func theScriptAndOverlayGoBeforeTheLastClosingBodyTag() {
        let page = "<html><body><p>&lt;/body&gt;</p></body></html>"
        let served = LiveReload.inject(into: page, version: 3, overlay: "<div>x</div>")
        #expect(served == "<html><body><p>&lt;/body&gt;</p><div>x</div>" + LiveReload.scriptMarkup(version: 3) + "</body></html>")
    }

    @Test func aPageWithoutABodyGetsTheScriptAtItsEnd() {
        #expect(LiveReload.inject(into: "text", version: 1, overlay: nil) == "text" + LiveReload.scriptMarkup(version: 1))
    }

    /// The script is a file of its own: inline, a page served as text/html gave it the
    /// `&amp;&amp;` libxml2 wrote for `&&`. The end tag stays, as HTML reads `<script/>`
    /// as a start tag.
    @Test func aPageLoadsTheScriptBySourceNamingItsVersion() {
        #expect(LiveReload.scriptMarkup(version: 7) == #"<script type="text/javascript" src="/__coursec/reload.js?v=7"></script>"#)
    }

    @Test func theScriptPollsTheWaitPathWithTheVersionItsSourceNames() {
        #expect(LiveReload.script.contains("var seen = new URL(document.currentScript.src).searchParams.get('v');\n"))
        #expect(LiveReload.script.contains("request.open('GET', '/__coursec/wait' + location.pathname + '?v=' + seen);"))
        #expect(LiveReload.scriptResponse.contentType == "text/javascript; charset=utf-8")
        #expect(LiveReload.scriptResponse.body == Data(LiveReload.script.utf8))
    }

    @Test func theOverlayEscapesTheErrorsAndShowsTheirControlCharacters() {
        #expect(LiveReload.overlay(["a.md:1: error: <b> x < y & \u{1B}[31m", "b.md:2: error: z"]).hasSuffix(
            ">a.md:1: error: &lt;b&gt; x &lt; y &amp; \\u{1B}[31m\nb.md:2: error: z</div>"))
        #expect(LiveReload.overlay(["x"]).hasPrefix("<div id=\"coursec-errors\" style=\"position:fixed;"))
    }

    @Test func theErrorPageIsAnXHTMLDocumentWithTheTitleTheErrorsAndTheReloadScript() throws {
        let page = LiveReload.errorPage(title: "c/tr/a.html <has> errors", errors: ["a.md:3: error: x & \u{7}", "  4 bayat"], version: 4)
        #expect(page.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">"))
        let html = try #require(LibXML.parse(page))
        #expect(html.descendants(named: "title").map(\.textContent) == ["c/tr/a.html <has> errors"])
        #expect(html.descendants(named: "h1").map(\.textContent) == ["c/tr/a.html <has> errors"])
        #expect(html.descendants(named: "pre").map(\.textContent) == ["a.md:3: error: x & \\u{7}\n  4 bayat"])
        #expect(html.descendants(named: "script").map { $0.attribute("src") } == ["/__coursec/reload.js?v=4"])
        #expect(page.contains(#"<script type="text/javascript" src="/__coursec/reload.js?v=4"></script>"#))
        // No /favicon.ico asked of a site that may not have built.
        #expect(html.descendants(named: "link").map { $0.attribute("href") } == ["data:,"])
    }

    @Test func aWaitEndsWithTheNewVersionOnceTheSiteIsRebuilt() async {
        let signal = ReloadSignal()
        #expect(signal.version == 1)
        #expect(signal.wait(whileAt: 1, seconds: 0.05) == 1)
        let waiting = Task.detached { signal.wait(whileAt: 1, seconds: 30) }
        signal.bump()
        #expect(await waiting.value == 2)
        #expect(signal.wait(whileAt: 1, seconds: 30) == 2)
    }

    @Test func closingTheSignalEndsEveryWaitAtOnce() async {
        let signal = ReloadSignal()
        let waiting = Task.detached { signal.wait(whileAt: 1, seconds: 30) }
        signal.close()
        #expect(await waiting.value == 1)
    }

    @Test func aPageWaitsThroughRebuildsThatDidNotChangeItAndEndsOnTheFirstThatDid() async {
        let signal = ReloadSignal()
        signal.bump(pages: ["c/tr/b.html"])
        #expect(signal.wait(whileAt: 1, page: "c/tr/a.html", seconds: 0.05) == 1)
        #expect(signal.wait(whileAt: 1, seconds: 0.05) == 2)
        let waiting = Task.detached { signal.wait(whileAt: 1, page: "c/tr/a.html", seconds: 30) }
        signal.bump(pages: ["c/tr/a.html", "c/en/a.html"])
        #expect(await waiting.value == 3)
        // A rebuild of every page ends every page's wait.
        signal.bump()
        #expect(signal.wait(whileAt: 3, page: "c/tr/b.html", seconds: 30) == 4)
    }

    @Test func aWaitNamesThePageItIsForOrNone() {
        #expect(LiveReload.waitedPage("/__coursec/wait/c/tr/a.html") == .some("c/tr/a.html"))
        #expect(LiveReload.waitedPage("/__coursec/wait/") == .some("index.html"))
        #expect(LiveReload.waitedPage("/__coursec/wait/c/") == .some("c/index.html"))
        #expect(LiveReload.waitedPage("/__coursec/wait") == .some(nil))
        #expect(LiveReload.waitedPage("/__coursec/waiting") == nil)
        #expect(LiveReload.waitedPage("/c/tr/a.html") == nil)
    }
}
