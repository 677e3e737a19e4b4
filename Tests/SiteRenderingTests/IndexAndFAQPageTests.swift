import Foundation
import Testing

@Suite struct IndexAndFAQPageTests {
    @Test func homePageListsEveryCourseInEveryLanguage() throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        let page = try built.page("index.html")
        #expect(page.contains("""
            <ul class="editions"><li lang="en" xml:lang="en"><a href="swift-academy/en/index.html">Swift Academy</a><span class="meta">1 lessons</span></li>\
            <li lang="ja" xml:lang="ja"><a href="swift-academy/ja/index.html">スウィフト講座</a><span class="meta">2 レッスン</span></li>\
            <li lang="tr" xml:lang="tr"><a href="swift-academy/tr/index.html">Swift Akademi</a><span class="meta">2 ders</span></li></ul>
            """))
    }

    @Test func lessonIndexCountsVerifiedSnippetsAndShowsTranslationState() throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        let turkish = try built.page("swift-academy/tr/index.html")
        #expect(turkish.contains("""
            <li class="lesson-entry"><span class="number">1</span><div class="entry-body"><a class="title" href="declarative-imperative.html">Bildirimsel ve Buyurgan Arayüz Bir Arada</a>\
            <p class="summary">İki çerçevenin dikiş yerinde değeri kimin taşıdığını ölçüyoruz.</p>\
            <p class="meta"><span class="verified-count">3 kod parçasından 2 tanesi doğrulandı</span></p></div></li>
            """))
        let japanese = try built.page("swift-academy/ja/index.html")
        #expect(japanese.contains("<span class=\"verified-count\">1 件中 0 件のコードを検証済み</span> <span class=\"tag state-outdated\" title=\"原文が 2026-11-01 に更新されました。\">翻訳が古い</span>"))
    }

    @Test func lessonIndexListsMissingLessonsWithTheLanguagesThatHaveThem() throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        let english = try built.page("swift-academy/en/index.html")
        #expect(english.contains("""
            <li class="lesson-entry missing"><span class="number">1</span><div class="entry-body"><span class="title" lang="tr" xml:lang="tr">Bildirimsel ve Buyurgan Arayüz Bir Arada</span>\
            <p class="meta"><span class="tag tag-unavailable">not available in this language</span> Read it in: <a href="../tr/declarative-imperative.html" hreflang="tr">Turkish</a></p></div></li>
            """))
        #expect(english.contains("<a href=\"../ja/page-view-controller.html\" hreflang=\"ja\">Japanese</a>"))
        let turkish = try built.page("swift-academy/tr/index.html")
        #expect(turkish.contains("<h2>Bu kursun diğer dersleri</h2><ul class=\"unavailable-list\"><li><span class=\"title\">UIViewRepresentable: UIKit Görünümlerini Sarmalama</span> <span class=\"tag tag-unavailable\">mevcut değil</span></li></ul>"))
    }

    @Test func faqPageGathersEveryQuestionOfALanguageWithAnchorsAndLinksBack() throws {
        let built = try BuiltFixtureSite()
        defer { built.remove() }
        let page = try built.page("faq/tr.html")
        let questions = page.components(separatedBy: "<div class=\"faq-entry\">").dropFirst().map { $0.prefix(while: { $0 != "<" || true }).components(separatedBy: "</h4>")[0] }
        #expect(questions == [
            "<h4 id=\"bu-ders-ücretsiz-mi\">Bu ders ücretsiz mi?",
            "<h4 id=\"koordinatör-ne-zaman-gerekir\">Koordinatör ne zaman gerekir?",
            "<h4 id=\"koordinatör-ne-zaman-oluşturulur\">Koordinatör ne zaman oluşturulur?",
        ])
        #expect(page.contains("<p>Evet, dersin tüm metni ücretsiz okunabilir.</p><p class=\"faq-back\"><a href=\"../swift-academy/tr/declarative-imperative.html#bu-ders-ücretsiz-mi\">Derste oku →</a></p>"))
        #expect(page.contains("<h1>Sıkça sorulan sorular</h1><h2><a href=\"../swift-academy/tr/index.html\">Swift Akademi</a></h2><h3><a href=\"../swift-academy/tr/declarative-imperative.html\">Bildirimsel ve Buyurgan Arayüz Bir Arada</a></h3>"))
        let english = try built.page("faq/en.html")
        #expect(english.contains("<h1>Frequently asked questions</h1><p>No questions yet.</p>"))
    }
}
