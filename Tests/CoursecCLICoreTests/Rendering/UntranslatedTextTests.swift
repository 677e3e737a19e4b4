import CoursecTestSupport
import Foundation
import Testing

/// A scaffolded translation (`coursec translate`) still holds its source's prose:
/// the site marks it with the source's language, says how much is left in the
/// page's words, and files that text under the source's language in search.
@Suite(.tags(.pagefind, .node)) struct UntranslatedTextTests {
    /// The fixture course with its Turkish-only lesson scaffolded into English, built
    /// by `coursec build --drafts` (so the notice comes from the real translation status).
    static func builtScaffold() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory("site")
        try SwiftAcademyCourse.write(to: directory.path)
        let translated = CLIRun.run(["translate", "courses/swift-academy/tr/01-declarative-imperative.md", "--to", "en"], in: directory.path)
        #expect(translated.status == 0)
        let built = CLIRun.run(["build", "--no-verify", "--drafts", "--templates", Repository.templates], in: directory.path)
        #expect(built.err == "")
        #expect(built.status == 0)
        return directory
    }

    @Test func untranslatedBlocksTitleAndSummaryCarryTheSourceLanguageAndALabel() throws {
        let directory = try Self.builtScaffold()
        defer { directory.remove() }
        let page = try String(contentsOfFile: directory.file("site/swift-academy/en/declarative-imperative.html"), encoding: .utf8)
        #expect(page.contains("""
            <h1 class="untranslated" lang="tr" xml:lang="tr" title="not yet translated">Bildirimsel ve Buyurgan Arayüz Bir Arada</h1>\
            <p class="lead untranslated" lang="tr" xml:lang="tr" title="not yet translated">İki çerçevenin dikiş yerinde değeri kimin taşıdığını ölçüyoruz.</p>\
            <div class="notice notice-untranslated"><p class="draft-banner"><strong>Draft: this translation is not finished and is not on the published site.</strong></p><p><strong>17 parts of this page are not translated yet.</strong></p></div>\
            <div class="untranslated" lang="tr" xml:lang="tr"><p class="untranslated-label" lang="en" xml:lang="en">not yet translated</p>\
            <p>Gerçek uygulamalar nadiren yalnız <strong>bir</strong> çerçeveden yapılır. Ölçü ekseni <em>uyum</em>dur.</p>\
            <h2 id="çekirdek-dosya">Çekirdek dosya <a class="anchor" href="#çekirdek-dosya"><span class="anchor-name">Link to this section: Çekirdek dosya</span></a></h2></div><div id="snippet_1" class="snippet role-include">
            """))
        // Code between untranslated blocks is not theirs: each stretch of prose has its own mark.
        #expect(page.contains("""
            <div class="untranslated" lang="tr" xml:lang="tr"><p class="untranslated-label" lang="en" xml:lang="en">not yet translated</p>\
            <h2 id="köprü">Köprü <a class="anchor" href="#köprü"><span class="anchor-name">Link to this section: Köprü</span></a></h2><p>Aşağıdaki program <code>verdict</code> işlevini çağırır:</p></div><div class="pair">
            """))
        #expect(page.contains("<li class=\"toc-level-2\"><a href=\"#köprü\" lang=\"tr\" xml:lang=\"tr\">Köprü</a></li>"))
        let index = try String(contentsOfFile: directory.file("site/swift-academy/en/index.html"), encoding: .utf8)
        #expect(index.contains("""
            <a class="title untranslated" href="declarative-imperative.html" lang="tr" xml:lang="tr" title="not yet translated">Bildirimsel ve Buyurgan Arayüz Bir Arada</a>
            """))
        #expect(index.contains("<span class=\"tag state-untranslated\" title=\"17 parts of this page are not translated yet.\">not yet translated</span>"))
        // The scaffold's questions make an English FAQ page, each marked as still Turkish.
        let faq = try String(contentsOfFile: directory.file("site/faq/en.html"), encoding: .utf8)
        #expect(faq.contains("""
            <div class="faq-entry untranslated" lang="tr" xml:lang="tr"><p class="untranslated-label" lang="en" xml:lang="en">not yet translated</p>\
            <h4 id="bu-ders-ücretsiz-mi">Bu ders ücretsiz mi?</h4>
            """))
    }

    @Test func searchFilesUntranslatedTextUnderTheSourceLanguage() throws {
        let directory = try Self.builtScaffold()
        defer { directory.remove() }
        let site = directory.file("site")
        // The English page's Turkish prose is found as Turkish: on a Turkish page, beside the original's.
        #expect(try NodeSearch.urls(site: site, query: "köprü", pageLanguage: "tr") == [
            "swift-academy/en/declarative-imperative.html#köprü",
            "swift-academy/en/declarative-imperative.html#kısa-kontrol",
            "swift-academy/tr/declarative-imperative.html#köprü",
            "swift-academy/tr/declarative-imperative.html#kısa-kontrol",
            "swift-academy/tr/coordinator.html#koordinatörler-neden-kullanılır",
        ])
        // On an English page the Turkish words are not English: both results are labelled Turkish.
        let answer = try NodeSearch.answers(site: site, queries: ["çerçeveden"], pageLanguage: "en")[0]
        #expect(answer.shown.map { "\($0.url) \($0.lang) \($0.foreign)" } == [
            "swift-academy/en/declarative-imperative.html tr true",
            "swift-academy/tr/declarative-imperative.html tr true",
        ])
    }
}
