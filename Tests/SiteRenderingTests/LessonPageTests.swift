import CoursecTestSupport
import Foundation
import Testing

@Suite(.fixtureSite) struct LessonPageTests {
    @Test func languageSwitcherLeadsToTheSameLessonInEachOtherLanguage() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/ja/coordinator.html")
        #expect(page.contains("<ul><li><a href=\"../en/coordinator.html\" hreflang=\"en\" lang=\"en\" xml:lang=\"en\">English</a></li><li><strong class=\"current-language\" lang=\"ja\" xml:lang=\"ja\">日本語</strong></li><li><a href=\"../tr/coordinator.html\" hreflang=\"tr\" lang=\"tr\" xml:lang=\"tr\">Türkçe</a></li></ul>"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../en/coordinator.html\" /><link rel=\"alternate\" hreflang=\"ja\" href=\"coordinator.html\" /><link rel=\"alternate\" hreflang=\"tr\" href=\"../tr/coordinator.html\" />"))
        let turkish = try built.page("swift-academy/tr/coordinator.html")
        #expect(turkish.contains("<li><a href=\"../en/coordinator.html\" hreflang=\"en\" lang=\"en\" xml:lang=\"en\">English</a></li><li><a href=\"../ja/coordinator.html\" hreflang=\"ja\" lang=\"ja\" xml:lang=\"ja\">日本語</a></li><li><strong class=\"current-language\" lang=\"tr\" xml:lang=\"tr\">Türkçe</strong></li>"))
        // A lesson in one language only has no switcher.
        #expect(!(try built.page("swift-academy/tr/declarative-imperative.html")).contains("class=\"languages\""))
    }

    @Test func runSnippetHasItsOutputDirectlyUnderItInOnePanelAtEveryWidth() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/tr/declarative-imperative.html")
        #expect(page.contains("<div class=\"pair\"><div id=\"snippet_3\" class=\"snippet role-run\"><div class=\"snippet-head\"><span class=\"file-name\">main.swift</span><span class=\"badge badge-verified\">doğrulandı</span></div>"))
        #expect(page.contains("<div class=\"output\"><div class=\"snippet-head\"><span class=\"output-label\">Çıktı</span></div><pre class=\"code\"><code><span class=\"line\">hosting | hosting: bayat</span>\n<span class=\"line\">42</span></code></pre></div></div>"))
        // Side by side, a 1280 px page left the output ~240 px wide and cut its verdict lines:
        // no rule for .pair may lay its two panels out in columns, at any width.
        let css = try built.page("site.css").replacing(/\/\*[\s\S]*?\*\//, with: "")
        let pairRules = css.components(separatedBy: "}").filter { $0.components(separatedBy: "{").first?.contains(".pair") == true }
        #expect(pairRules.map { $0.components(separatedBy: "{")[0].trimmingCharacters(in: .whitespacesAndNewlines) }
            == [".pair", ".pair .snippet, .pair .output", ".pair .output"])
        #expect(!pairRules.contains { $0.contains("grid") || $0.contains("flex") || $0.contains("float") || $0.contains("column") })
    }

    @Test func badgesSayOnlyWhatVerificationFound() throws {
        let built = try BuiltFixtureSite.shared()
        let lesson = try built.page("swift-academy/tr/declarative-imperative.html")
        let badges = lesson.components(separatedBy: "<span class=\"badge ").dropFirst().map { $0.prefix(while: { $0 != "<" }) }
        #expect(badges == [
            "badge-verified\">doğrulandı", "badge-failed\">başarısız",
            "badge-not-checked\">denetlenmedi", "badge-syntax-checked\">sözdizimi denetlendi",
        ])
        let apple = try built.page("swift-academy/tr/coordinator.html")
        let appleBadges = apple.components(separatedBy: "<span class=\"badge ").dropFirst().map { $0.prefix(while: { $0 != "<" }) }
        #expect(appleBadges == ["badge-apple-checked\">yalnızca Apple, sözdizimi denetlendi", "badge-apple\">yalnızca Apple"])
        #expect(apple.contains("<span class=\"file-name\">PickerDelegate.swift</span>"))
    }

    @Test func codeIsHighlightedAsSwiftTokens() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/tr/declarative-imperative.html")
        #expect(page.contains("<span class=\"line\"><span class=\"tok-keyword\">let</span> screen = <span class=\"tok-type\">Screen</span>(<span class=\"tok-string\">\"hosting\"</span>)</span>"))
        #expect(page.contains("<span class=\"tok-string\">\"hosting | </span><span class=\"tok-interpolation\">\\(</span>screen.name<span class=\"tok-interpolation\">)</span><span class=\"tok-string\">: </span>"))
        #expect(page.contains("<span class=\"line\"><span class=\"tok-attribute\">@MainActor</span> <span class=\"tok-keyword\">func</span> refresh() <span class=\"tok-keyword\">async</span> { <span class=\"tok-directive\">#warning</span>(<span class=\"tok-string\">\"later\"</span>) }</span>"))
        #expect(page.contains("<span class=\"tok-comment\">// Model 5 diyor, ekran 3 gösteriyor.</span>"))
        #expect(page.contains("print(<span class=\"tok-number\">42</span>)"))
    }

    @Test func tutorialStepHighlightsTheLinesChangedSinceThePreviousStep() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/ja/page-view-controller.html")
        #expect(page.contains("<span class=\"file-name\">PageViewController.swift</span><span class=\"step\">ステップ 1</span><span class=\"badge badge-apple-checked\">アップル専用・構文チェック済み</span>"))
        #expect(page.contains("<span class=\"file-name\">PageViewController.swift</span><span class=\"step\">ステップ 2</span><span class=\"badge badge-apple-typechecked\">アップル専用・UIKit/SwiftUI インターフェースで型チェック済み</span>"))
        let changed = page.components(separatedBy: "<span class=\"line changed\">").dropFirst().map { $0.components(separatedBy: "</span>\n").first ?? "" }
        #expect(changed == [
            "",
            "    <span class=\"tok-keyword\">func</span> makeCoordinator() -&gt; <span class=\"tok-type\">Coordinator</span> {",
            "        <span class=\"tok-type\">Coordinator</span>(<span class=\"tok-keyword\">self</span>)",
            "    }",
        ])
    }

    @Test func headingsCarryUniqueAnchorsAndTheTableOfContentsLinksThem() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/tr/coordinator.html")
        // The section link is named for a screen reader (site.css draws the "#").
        #expect(page.contains("<h2 id=\"iptal-geri-çağrısı\">İptal Geri Çağrısı <a class=\"anchor\" href=\"#iptal-geri-çağrısı\"><span class=\"anchor-name\">Bu bölüme bağlantı: İptal Geri Çağrısı</span></a></h2>"))
        #expect(page.contains("<li class=\"toc-level-2\"><a href=\"#koordinatörler-neden-kullanılır\">Koordinatörler Neden Kullanılır?</a></li>"))
    }

    @Test func quizChoicesAreAListAndTheAnswerShowsThroughItsLink() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/tr/declarative-imperative.html")
        #expect(page.contains("""
            <div class="quiz"><ol class="quiz-choices" id="quiz_1"><li><code>makeCoordinator()</code></li><li><code>updateUIViewController(_:context:)</code></li></ol>\
            <p class="quiz-reveal"><a href="#quiz_1_answer">Cevabı göster</a></p>\
            <div class="quiz-answer" id="quiz_1_answer"><p><strong>Cevap:</strong> <span class="correct-choice"><code>makeCoordinator()</code></span></p></div></div>
            """))
    }

    @Test func lessonListLinksTheLessonsTheSiteHas() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/tr/declarative-imperative.html")
        #expect(page.contains("<ul><li><a href=\"declarative-imperative.html\">Bildirimsel ve Buyurgan Arayüz Bir Arada</a></li><li><a href=\"coordinator.html\">Temsilci İletişimi için Coordinator Kalıbı</a></li><li>UIViewRepresentable: UIKit Görünümlerini Sarmalama</li></ul>"))
    }

    @Test func previousAndNextFollowCourseOrderWithinTheLanguage() throws {
        let built = try BuiltFixtureSite.shared()
        let first = try built.page("swift-academy/tr/declarative-imperative.html")
        #expect(first.contains("<div class=\"pager\"><a class=\"pager-next\" rel=\"next\" href=\"coordinator.html\"><span class=\"pager-label\">Sonraki →</span><span class=\"pager-title\">Temsilci İletişimi için Coordinator Kalıbı</span></a></div>"))
        let japanese = try built.page("swift-academy/ja/page-view-controller.html")
        #expect(japanese.contains("<div class=\"pager\"><a class=\"pager-previous\" rel=\"prev\" href=\"coordinator.html\"><span class=\"pager-label\">← 前へ</span><span class=\"pager-title\">デリゲート通信のためのコーディネータ</span></a></div>"))
    }

    @Test func outdatedTranslationListsTheChangedSectionsInTheSourceLanguage() throws {
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("swift-academy/ja/coordinator.html")
        // The heading-less opening is named in the page's words; the headings are Turkish, and marked so.
        #expect(page.contains("""
            <div class="notice notice-outdated"><p><strong>この翻訳のあとで原文が変更されました。</strong> 変更された節：</p>\
            <ul class="changed-sections"><li>はじめに</li><li><span lang="tr" xml:lang="tr">Koordinatörler Neden Kullanılır?</span></li>\
            <li><span lang="tr" xml:lang="tr">İptal Geri Çağrısı</span> （新しい節）</li></ul></div>
            """))
        #expect(!(try built.page("swift-academy/en/coordinator.html")).contains("class=\"notice"))
    }

    @Test func japanesePagesHoldNoEnglishWordsBeyondCodeAndTheLessonsOwn() throws {
        let built = try BuiltFixtureSite.shared()
        // Words the Japanese lesson's own prose uses (identifiers such as UIKit), whole words only.
        let sources = Set(SwiftAcademyCourse.files.filter { $0.key.contains("/ja/") }.values.joined(separator: "\n")
            .components(separatedBy: CharacterSet.letters.inverted))
        let japanesePages = built.report.pages.filter { $0.contains("/ja/") || $0 == "faq/ja.html" || $0 == "index.ja.html" }
        #expect(japanesePages.count >= 3)
        for path in japanesePages {
            var text = try built.page(path)
            for element in ["head", "pre", "code"] {
                text = text.replacingOccurrences(of: "<\(element)[ >].*?</\(element)>", with: " ", options: .regularExpression)
            }
            // A title shown in the language that has it is marked so (lang="tr"), as XHTML wants.
            text = text.replacingOccurrences(of: "<(\\w+)[^>]* lang=\"(?!ja)[^\"]*\"[^>]*>.*?</\\1>", with: " ", options: .regularExpression)
            text = text.replacingOccurrences(of: "<[^>]*>|&[a-z]+;", with: " ", options: .regularExpression)
            let words = text.components(separatedBy: CharacterSet.letters.inverted).filter { word in
                word.count > 1 && word.unicodeScalars.allSatisfy { $0.isASCII }
            }
            let foreign = words.filter { !sources.contains($0) }
            #expect(foreign == [], "\(path)")
        }
    }
}
