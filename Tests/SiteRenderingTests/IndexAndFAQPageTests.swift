import CourseModel
import CourseParsing
import CoursecTestSupport
import Foundation
import SiteRendering
import Testing

@Suite(.fixtureSite) struct IndexAndFAQPageTests {
    @Test func homePageListsEveryCourseWithEachEditionNamedAndCountedInThePageLanguage() throws {
        let built = try BuiltFixtureSite.shared()
        let english = try built.page("index.html")
        #expect(english.contains("""
            <h2>Swift Academy</h2><ul class="editions"><li><a href="swift-academy/en/index.html" hreflang="en">English</a><span class="meta">1 lesson</span></li>\
            <li><a href="swift-academy/ja/index.html" hreflang="ja">Japanese</a> <span class="edition-title" lang="ja" xml:lang="ja">スウィフト講座</span><span class="meta">2 lessons</span></li>\
            <li><a href="swift-academy/tr/index.html" hreflang="tr">Turkish</a> <span class="edition-title" lang="tr" xml:lang="tr">Swift Akademi</span><span class="meta">2 lessons</span></li></ul>
            """))
        let japanese = try built.page("index.ja.html")
        #expect(japanese.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"ja\" xml:lang=\"ja\">"))
        #expect(japanese.contains("""
            <h1>コース</h1><p class="lead home-intro">スウィフトとアップルの画面フレームワークを学ぶコースです。トルコ語・日本語・英語で書かれています。サイトを作るたびに、レッスンのプログラムはすべてコンパイル・実行され、出力が確かめられます。UIKit や SwiftUI が必要なコードには「アップル専用」と記されています。</p><ul class="course-list"><li class="course-card"><h2>スウィフト講座</h2><ul class="editions">\
            <li><a href="swift-academy/en/index.html" hreflang="en">英語</a> <span class="edition-title" lang="en" xml:lang="en">Swift Academy</span><span class="meta">1 レッスン</span></li>\
            <li><a href="swift-academy/ja/index.html" hreflang="ja">日本語</a><span class="meta">2 レッスン</span></li>\
            <li><a href="swift-academy/tr/index.html" hreflang="tr">トルコ語</a> <span class="edition-title" lang="tr" xml:lang="tr">Swift Akademi</span><span class="meta">2 レッスン</span></li></ul>
            """))
        // The FAQ pages of other languages say which language they are in.
        #expect(japanese.contains("""
            <ul class="faq-links"><li lang="ja" xml:lang="ja"><a href="faq/ja.html" hreflang="ja">よくある質問</a></li>\
            <li lang="tr" xml:lang="tr"><a href="faq/tr.html" hreflang="tr">Sıkça sorulan sorular</a> <span class="faq-language" lang="ja" xml:lang="ja">（トルコ語）</span></li></ul>
            """))
        let turkish = try built.page("index.tr.html")
        #expect(turkish.contains("<h1>Kurslar</h1><p class=\"lead home-intro\">Swift ve Apple’ın arayüz çerçeveleri üzerine Türkçe, Japonca ve İngilizce kurslar. Site oluşturulurken derslerdeki her program derlenip çalıştırılır ve yazdırdığı çıktı denetlenir; UIKit ya da SwiftUI gerektiren kod “yalnızca Apple” diye işaretlenir.</p><ul class=\"course-list\"><li class=\"course-card\"><h2>Swift Akademi</h2>"))
        #expect(turkish.contains("<li><a href=\"swift-academy/en/index.html\" hreflang=\"en\">İngilizce</a> <span class=\"edition-title\" lang=\"en\" xml:lang=\"en\">Swift Academy</span><span class=\"meta\">1 ders</span></li>"))
    }

    @Test func eachHomePageLinksTheOthersAsAlternatesAndInItsLanguageSwitcher() throws {
        let built = try BuiltFixtureSite.shared()
        let alternates = """
            <link rel="alternate" hreflang="en" href="index.html" /><link rel="alternate" hreflang="ja" href="index.ja.html" />\
            <link rel="alternate" hreflang="tr" href="index.tr.html" />
            """
        for home in ["index.html", "index.ja.html", "index.tr.html"] {
            #expect(try built.page(home).contains(alternates), "\(home)")
        }
        #expect(try built.page("index.tr.html").contains("""
            <ul><li><a href="index.html" hreflang="en" lang="en" xml:lang="en">English</a></li>\
            <li><a href="index.ja.html" hreflang="ja" lang="ja" xml:lang="ja">日本語</a></li>\
            <li><strong class="current-language" lang="tr" xml:lang="tr">Türkçe</strong></li></ul>
            """))
        #expect(try built.page("sitemap.xml").contains("""
              <url>
                <loc>index.ja.html</loc>
                <xhtml:link rel="alternate" hreflang="en" href="index.html"/>
                <xhtml:link rel="alternate" hreflang="ja" href="index.ja.html"/>
                <xhtml:link rel="alternate" hreflang="tr" href="index.tr.html"/>
              </url>
            """))
    }

    @Test func everyPageLeadsToTheHomePageOfItsOwnLanguage() throws {
        let built = try BuiltFixtureSite.shared()
        let japanese = try built.page("swift-academy/ja/coordinator.html")
        // The brand links home; the trail leads to the course and ends with the lesson, unlinked.
        #expect(japanese.contains("<a class=\"brand\" href=\"../../index.ja.html\">コース</a><div class=\"trail\"><ul class=\"crumbs\"><li><a href=\"index.html\">"))
        #expect(japanese.contains("</a></li><li><strong class=\"crumb-current\">"))
        #expect(!japanese.contains("ホーム</a></li>"))
        #expect(japanese.contains("<form id=\"site_search\" class=\"search\" action=\"../../index.ja.html\" method=\"get\">"))
        #expect(try built.page("swift-academy/tr/index.html").contains("<a class=\"brand\" href=\"../../index.tr.html\">Kurslar</a><div class=\"trail\"><ul class=\"crumbs\"><li><strong class=\"crumb-current\">"))
        // A page with no trail beyond home (the FAQ) has no trail.
        #expect(!(try built.page("faq/tr.html")).contains("class=\"crumbs\""))
        #expect(try built.page("faq/tr.html").contains("<a class=\"brand\" href=\"../index.tr.html\">Kurslar</a>"))
        #expect(try built.page("swift-academy/en/coordinator.html").contains("<a class=\"brand\" href=\"../../index.html\">Courses</a>"))
    }

    @Test func everyPageHasADistinctTitleSayingWhatItIs() throws {
        let built = try BuiltFixtureSite.shared()
        var titles: [String: String] = [:]
        for path in built.report.pages {
            titles[path] = try built.page(path).components(separatedBy: "<title>")[1].components(separatedBy: "</title>")[0]
        }
        #expect(Set(titles.values).count == built.report.pages.count)
        #expect(titles["faq/tr.html"] == "Sıkça sorulan sorular — Kurslar")
        #expect(titles["faq/ja.html"] == "よくある質問 — コース")
        #expect(titles["index.html"] == "Courses")
        #expect(titles["index.ja.html"] == "コース")
        #expect(titles["swift-academy/tr/index.html"] == "Swift Akademi: Dersler — Kurslar")
        #expect(titles["swift-academy/en/coordinator.html"] == "The Coordinator Pattern for Delegate Communication — Courses")
    }

    @Test func lessonIndexCountsVerifiedSnippetsAndShowsTranslationState() throws {
        let built = try BuiltFixtureSite.shared()
        let turkish = try built.page("swift-academy/tr/index.html")
        #expect(turkish.contains("""
            <li class="lesson-entry"><span class="number">1</span><div class="entry-body"><a class="title" href="declarative-imperative.html">Bildirimsel ve Buyurgan Arayüz Bir Arada</a>\
            <p class="summary">İki çerçevenin dikiş yerinde değeri kimin taşıdığını ölçüyoruz.</p>\
            <p class="meta"><span class="verified-count">2 programdan 1 tanesi doğrulandı (çıktısı karşılaştırıldı)</span> · \
            <span class="failed-count">1 tanesi başarısız</span> · <span class="syntax-count">1 parçanın yalnız sözdizimi denetlendi</span></p></div></li>
            """))
        let japanese = try built.page("swift-academy/ja/index.html")
        #expect(japanese.contains(
            "<p class=\"meta\"><span class=\"syntax-count\">1 件は構文チェックのみ</span> · <span class=\"apple-typechecked-count\">1 件はアップル専用・UIKit/SwiftUI インターフェースで型チェック済み</span></p>"))
        #expect(japanese.contains("<p class=\"meta\"><span class=\"tag state-outdated\" title=\"この翻訳のあとで原文が変更されました。 変更された節： はじめに、Koordinatörler Neden Kullanılır?、İptal Geri Çağrısı （新しい節）\">翻訳が古い</span>"))
    }

    @Test func lessonIndexListsMissingLessonsWithTheLanguagesThatHaveThem() throws {
        let built = try BuiltFixtureSite.shared()
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
        let built = try BuiltFixtureSite.shared()
        let page = try built.page("faq/tr.html")
        let questions = page.components(separatedBy: "<div class=\"faq-entry\">").dropFirst().map { $0.prefix(while: { $0 != "<" || true }).components(separatedBy: "</h4>")[0] }
        #expect(questions == [
            "<h4 id=\"bu-ders-ücretsiz-mi\">Bu ders ücretsiz mi?",
            "<h4 id=\"koordinatör-ne-zaman-gerekir\">Koordinatör ne zaman gerekir?",
            "<h4 id=\"koordinatör-ne-zaman-oluşturulur\">Koordinatör ne zaman oluşturulur?",
        ])
        #expect(page.contains("<p>Evet, dersin tüm metni ücretsiz okunabilir.</p><p class=\"faq-back\"><a href=\"../swift-academy/tr/declarative-imperative.html#bu-ders-ücretsiz-mi\">Derste oku →</a></p>"))
        #expect(page.contains("<h1>Sıkça sorulan sorular</h1><h2><a href=\"../swift-academy/tr/index.html\">Swift Akademi</a></h2><h3><a href=\"../swift-academy/tr/declarative-imperative.html\">Bildirimsel ve Buyurgan Arayüz Bir Arada</a></h3>"))
    }

    @Test func aLanguageWithoutQuestionsHasNoFAQPageAndNoLinkToOne() throws {
        let built = try BuiltFixtureSite.shared()
        #expect(!built.report.pages.contains("faq/en.html"))
        let english = try built.page("swift-academy/en/coordinator.html")
        #expect(!english.contains("nav-faq"))
        #expect(!(try built.page("index.html")).contains("faq/en.html"))
        // A language with questions links its own FAQ page from every page.
        #expect(try built.page("swift-academy/ja/page-view-controller.html").contains("<a class=\"nav-faq\" href=\"../../faq/ja.html\">よくある質問</a>"))
        // The FAQ pages switch only among languages that have one.
        #expect(try built.page("faq/tr.html").contains("<ul><li><a href=\"ja.html\" hreflang=\"ja\" lang=\"ja\" xml:lang=\"ja\">日本語</a></li><li><strong class=\"current-language\" lang=\"tr\" xml:lang=\"tr\">Türkçe</strong></li></ul>"))
    }
}

@Suite struct InterfaceWordsTests {
    @Test func aLanguageWithoutAWordFileFallsBackToEnglishWords() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        let english = try String(contentsOfFile: directory.file("courses/swift-academy/en/02-coordinator.md"), encoding: .utf8)
        try FileManager.default.createDirectory(atPath: directory.file("courses/swift-academy/de"), withIntermediateDirectories: true)
        try english.replacingOccurrences(of: "title: The Coordinator Pattern for Delegate Communication", with: "title: Das Coordinator-Muster")
            .write(toFile: directory.file("courses/swift-academy/de/02-coordinator.md"), atomically: true, encoding: .utf8)
        let courses = try CourseLoader().loadCourses(root: directory.file("courses"))
        try PipelineSite.build(SiteInput(courses: courses), into: directory.file("site"), search: false)
        let german = try String(contentsOfFile: directory.file("site/swift-academy/de/coordinator.html"), encoding: .utf8)
        #expect(german.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"de\" xml:lang=\"de\">"))
        #expect(german.contains("<p class=\"kicker\">Lesson 2</p><h1>Das Coordinator-Muster</h1>"))
        // The switcher names each language in itself, whatever the page's language.
        #expect(german.contains("<li><strong class=\"current-language\" lang=\"de\" xml:lang=\"de\">Deutsch</strong></li><li><a href=\"../en/coordinator.html\" hreflang=\"en\" lang=\"en\" xml:lang=\"en\">English</a></li>"))
        let japanese = try String(contentsOfFile: directory.file("site/swift-academy/ja/coordinator.html"), encoding: .utf8)
        #expect(japanese.contains("<li><a href=\"../de/coordinator.html\" hreflang=\"de\" lang=\"de\" xml:lang=\"de\">Deutsch</a></li>"))
        let turkish = try String(contentsOfFile: directory.file("site/swift-academy/tr/coordinator.html"), encoding: .utf8)
        #expect(turkish.contains("<li><a href=\"../de/coordinator.html\" hreflang=\"de\" lang=\"de\" xml:lang=\"de\">Deutsch</a></li>"))
    }

    @Test func anUnnamedLanguageShowsItsCodeAndANameMatchesItsCodeInAnyCase() throws {
        let directory = TemporaryDirectory("site")
        defer { directory.remove() }
        try SwiftAcademyCourse.write(to: directory.path)
        let english = try String(contentsOfFile: directory.file("courses/swift-academy/en/02-coordinator.md"), encoding: .utf8)
        directory.write("courses/swift-academy/fi/02-coordinator.md", english)
        directory.write("courses/swift-academy/pt-br/02-coordinator.md", english)
        let courses = try CourseLoader().loadCourses(root: directory.file("courses"))
        try PipelineSite.build(SiteInput(courses: courses), into: directory.file("site"), search: false)
        let japanese = try String(contentsOfFile: directory.file("site/swift-academy/ja/coordinator.html"), encoding: .utf8)
        // No name of its own and none in the page's words: the code. A name in itself matches whatever the code's case.
        #expect(japanese.contains("<li><a href=\"../fi/coordinator.html\" hreflang=\"fi\" lang=\"fi\" xml:lang=\"fi\">fi</a></li>"))
        #expect(japanese.contains("<li><a href=\"../pt-br/coordinator.html\" hreflang=\"pt-br\" lang=\"pt-br\" xml:lang=\"pt-br\">Português do Brasil</a></li>"))
    }

    /// Every interface language names the same common languages, each in its own words.
    @Test func everyWordFileNamesTheCommonLanguages() throws {
        let codes = ["ar", "de", "en", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt", "pt-BR", "ru", "tr", "zh"]
        var names: [String: [String: String]] = [:]
        for language in ["en", "tr", "ja"] {
            let text = try String(contentsOfFile: BuiltFixtureSite.templates + "/i18n/\(language).xml", encoding: .utf8)
            for match in text.matches(of: /<language code="([^"]+)">([^<]+)<\/language>/) {
                names[language, default: [:]][String(match.1)] = String(match.2)
            }
            #expect(names[language]?.keys.sorted() == codes, "\(language)")
        }
        #expect(names["en"]?["pt-BR"] == "Brazilian Portuguese")
        #expect(names["tr"]?["de"] == "Almanca")
        #expect(names["ja"]?["zh"] == "中国語")
        // A Japanese page holds no English words: no Latin letter in a Japanese name.
        #expect(names["ja"]?.values.filter { $0.contains(/[A-Za-z]/) } == [])
    }
}
