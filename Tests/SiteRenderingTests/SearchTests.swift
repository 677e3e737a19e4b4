import Foundation
import SiteRendering
import Testing

@Suite(.fixtureSite) struct SearchTests {
    @Test func findsAJapaneseWordInsideASentenceWithoutSpaces() throws {
        let built = try BuiltFixtureSite.shared()
        // The word appears inside コーディネータを追加します, and in other sentences and headings.
        #expect(try NodeSearch.urls(site: built.site, query: "コーディネータ", pageLanguage: "ja") == [
            "swift-academy/ja/coordinator.html",
            "swift-academy/ja/coordinator.html#コーディネータを使う理由",
            "swift-academy/ja/coordinator.html#コーディネータはいつ作られますか",
            "swift-academy/ja/page-view-controller.html",
            "swift-academy/ja/page-view-controller.html#ステップ-2",
        ])
        #expect(try NodeSearch.urls(site: built.site, query: "追加します", pageLanguage: "ja") == [
            "swift-academy/ja/page-view-controller.html",
            "swift-academy/ja/page-view-controller.html#ステップ-2",
        ])
    }

    @Test func findsAKatakanaWordWithOrWithoutItsFinalLongVowelMark() throws {
        let built = try BuiltFixtureSite.shared()
        let withoutMark = try NodeSearch.urls(site: built.site, query: "コーディネータ", pageLanguage: "ja")
        #expect(withoutMark.count == 5)
        #expect(try NodeSearch.urls(site: built.site, query: "コーディネーター", pageLanguage: "ja") == withoutMark)
        #expect(try NodeSearch.urls(site: built.site, query: "ｺｰﾃﾞｨﾈｰﾀｰ", pageLanguage: "ja") == withoutMark)
        // After a kanji the mark is a dash, and stays.
        #expect(SearchText.normalize("東京ー大阪 コーヒー", language: "ja") == "東京ー大阪 コヒ")
    }

    @Test func labelsResultsOfOtherLanguagesAndCountsTheOnesLeftOut() throws {
        let built = try BuiltFixtureSite.shared()
        let script = """
            const presented = search.present(search.search(index, argv[0], argv[1]), argv[1], Number(argv[2]));
            for (const item of presented.shown) console.log(item.url + (item.foreign ? ' ' + item.lang : ''));
            console.log('more ' + presented.more);
            """
        #expect(try NodeSearch.run(site: built.site, script, arguments: ["uikit", "en", "5"]) == [
            "swift-academy/en/coordinator.html",
            "swift-academy/en/coordinator.html#why-coordinators",
            "swift-academy/ja/coordinator.html ja",
            "swift-academy/ja/coordinator.html#コーディネータを使う理由 ja",
            "swift-academy/tr/declarative-imperative.html#koordinatör-ne-zaman-gerekir tr",
            "more 3",
        ])
        // The labels and the "more" sentence search.js shows, in the page's language.
        let turkish = try built.page("swift-academy/tr/coordinator.html")
        #expect(turkish.contains("""
            <p id="search_words" class="search-words"><span id="search_lang_en">(İngilizce)</span><span id="search_lang_ja">(Japonca)</span>\
            <span id="search_lang_tr">(Türkçe)</span><span id="search_more">{n} sonuç daha var; aramayı daraltmak için bir sözcük ekleyin.</span></p>
            """))
        let japanese = try built.page("swift-academy/ja/coordinator.html")
        #expect(japanese.contains("<span id=\"search_lang_tr\">（トルコ語）</span><span id=\"search_more\">ほかに {n} 件あります。語を足して絞り込んでください。</span>"))
    }

    /// The sections whose text says KOORDİNATÖR, Koordinatör or Koordinatörler.
    static let koordinator = [
        "swift-academy/tr/declarative-imperative.html#koordinatör-ne-zaman-gerekir",
        "swift-academy/tr/coordinator.html#koordinatörler-neden-kullanılır",
        "swift-academy/tr/coordinator.html#koordinatör-ne-zaman-oluşturulur",
    ]

    @Test func findsATurkishWordWhateverItsCaseByTurkishRules() throws {
        let built = try BuiltFixtureSite.shared()
        let iptal = ["swift-academy/tr/coordinator.html#iptal-geri-çağrısı"]
        #expect(try NodeSearch.urls(site: built.site, query: "İPTAL", pageLanguage: "tr") == iptal)
        #expect(try NodeSearch.urls(site: built.site, query: "iptal", pageLanguage: "tr") == iptal)
        // Dotless capital I lower-cases to ı in Turkish, and ı folds to i for matching:
        // a reader who typed IPTAL on a keyboard without İ still finds iptal.
        #expect(try NodeSearch.urls(site: built.site, query: "IPTAL", pageLanguage: "tr") == iptal)
        #expect(try NodeSearch.urls(site: built.site, query: "koordinatör", pageLanguage: "tr") == Self.koordinator)
        #expect(try NodeSearch.urls(site: built.site, query: "KOORDİNATÖR", pageLanguage: "tr") == Self.koordinator)
    }

    @Test func findsATurkishWordTypedWithoutItsAccents() throws {
        let built = try BuiltFixtureSite.shared()
        #expect(try NodeSearch.urls(site: built.site, query: "koordinator", pageLanguage: "tr") == Self.koordinator)
        // "Geri Çağrısı" typed as cagrisi: ç, ğ and ı all fold.
        #expect(try NodeSearch.urls(site: built.site, query: "geri cagrisi", pageLanguage: "tr") == [
            "swift-academy/tr/coordinator.html#iptal-geri-çağrısı",
        ])
    }

    @Test func findsAnEnglishTermInLowerCaseOnTurkishPages() throws {
        let built = try BuiltFixtureSite.shared()
        // Turkish casing makes UIKit uıkıt; folding makes it uikit again, as typed.
        let turkishFirst = [
            "swift-academy/tr/declarative-imperative.html#koordinatör-ne-zaman-gerekir",
            "swift-academy/tr/declarative-imperative.html#bu-kursun-tüm-dersleri",
            "swift-academy/tr/coordinator.html",
            "swift-academy/tr/coordinator.html#koordinatörler-neden-kullanılır",
            "swift-academy/en/coordinator.html",
            "swift-academy/en/coordinator.html#why-coordinators",
            "swift-academy/ja/coordinator.html",
            "swift-academy/ja/coordinator.html#コーディネータを使う理由",
        ]
        #expect(try NodeSearch.urls(site: built.site, query: "uikit", pageLanguage: "tr") == turkishFirst)
        #expect(try NodeSearch.urls(site: built.site, query: "UIKIT", pageLanguage: "tr") == turkishFirst)
    }

    @Test func listsResultsOfThePageLanguageFirst() throws {
        let built = try BuiltFixtureSite.shared()
        #expect(try NodeSearch.urls(site: built.site, query: "UIKit", pageLanguage: "en") == [
            "swift-academy/en/coordinator.html",
            "swift-academy/en/coordinator.html#why-coordinators",
            "swift-academy/ja/coordinator.html",
            "swift-academy/ja/coordinator.html#コーディネータを使う理由",
            "swift-academy/tr/declarative-imperative.html#koordinatör-ne-zaman-gerekir",
            "swift-academy/tr/declarative-imperative.html#bu-kursun-tüm-dersleri",
            "swift-academy/tr/coordinator.html",
            "swift-academy/tr/coordinator.html#koordinatörler-neden-kullanılır",
        ])
    }

    @Test func indexCutsJapaneseIntoBigramsAndTurkishIntoLowerCasedWords() {
        // The long-vowel mark after kana is dropped (コーディネーター and コーディネータ are one word).
        #expect(SearchText.terms("コーディネータを追加", language: "ja") == ["コデ", "ディ", "ィネ", "ネタ", "タを", "を追", "追加"])
        #expect(SearchText.terms("PageViewController 内で", language: "ja") == ["pageviewcontroller", "内で"])
        // Lower-cased by Turkish rules (IŞIK is ışık), then folded: ı to i, accents off Latin letters.
        #expect(SearchText.terms("İptal IŞIK Çağrı KOORDİNATÖR", language: "tr") == ["iptal", "isik", "cagri", "koordinator"])
        // Other languages lower-case İ to i with a combining dot, which folding takes off too.
        #expect(SearchText.terms("İptal IŞIK", language: "en") == ["iptal", "isik"])
        // Marks of other scripts stay: Cyrillic й, and the kana's voiced mark.
        #expect(SearchText.terms("Crème brûlée, йод, ドア", language: "en") == ["creme", "brulee", "йод", "ドア"])
        // Half-width kana and full-width Latin fold to their usual forms.
        #expect(SearchText.terms("ｺｰﾄﾞ ＳＷＩＦＴ", language: "ja") == ["コド", "swift"])
    }

    @Test func scriptCutsTextExactlyAsTheIndexDoes() throws {
        let samples = [
            ("コーディネータを追加します。", "ja"), ("İptal IŞIK Çağrı KOORDİNATÖRÜ", "tr"), ("ｺｰﾄﾞ ＳＷＩＦＴ İstanbul", "en"),
            ("makeCoordinator() 内で 2 回", "ja"), ("UIKit Âlim ĞÜŞ ṩ Ǿ", "tr"), ("Crème brûlée, йод, ドア 한국어", "en"),
            ("コーディネーター ｺｰﾃﾞｨﾈｰﾀｰ すごーい 東京ー大阪 ーー", "ja"),
        ]
        let script = """
            const search = require(process.argv[1]);
            const samples = JSON.parse(process.argv[2]);
            for (const [text, lang] of samples) console.log(search.terms(text, lang).join(' '));
            """
        let json = "[" + samples.map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ",") + "]"
        let output = try NodeSearch.run(script, arguments: [BuiltFixtureSite.templates + "/search.js", json])
        #expect(output == samples.map { SearchText.terms($0.0, language: $0.1).joined(separator: " ") })
    }
}
