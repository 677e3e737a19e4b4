import SiteServing
import Testing

/// What the preview adds to the pages it serves, and how open pages learn of a rebuild.
@Suite struct LiveReloadTests {
    @Test func theScriptAndOverlayGoBeforeTheLastClosingBodyTag() {
        let page = "<html><body><p>&lt;/body&gt;</p></body></html>"
        let served = LiveReload.inject(into: page, version: 3, overlay: "<div>x</div>")
        #expect(served == "<html><body><p>&lt;/body&gt;</p><div>x</div>" + LiveReload.script(version: 3) + "</body></html>")
    }

    @Test func aPageWithoutABodyGetsTheScriptAtItsEnd() {
        #expect(LiveReload.inject(into: "text", version: 1, overlay: nil) == "text" + LiveReload.script(version: 1))
    }

    @Test func theScriptPollsTheWaitPathWithTheVersionItWasServedAt() {
        #expect(LiveReload.script(version: 7).contains("var seen = 7;\n"))
        #expect(LiveReload.script(version: 7).contains("request.open('GET', '/__coursec/wait?v=' + seen);"))
    }

    @Test func errorsAreEscapedAndTheirControlCharactersShown() {
        #expect(LiveReload.escaped("a.md:3: error: <b> & \u{1B}[31m") == "a.md:3: error: &lt;b&gt; &amp; \\u{1B}[31m")
        #expect(LiveReload.overlay(["a.md:1: error: x < y", "b.md:2: error: z"]).hasSuffix(">a.md:1: error: x &lt; y\nb.md:2: error: z</div>"))
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
}
