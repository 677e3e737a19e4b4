import CoursecTestSupport
import Foundation
import Testing

/// The site's search.js over the Pagefind index of `SearchFixture`, run with
/// node as a page of each language runs it. A result reads `url` or, from
/// another language than the page's, `url (lang)`.
@Suite(.tags(.pagefind, .node)) struct SearchTests {
    static func results(_ queries: [String], on language: String) throws -> [[String]] {
        try NodeSearch.answers(site: SearchFixture.site, queries: queries, pageLanguage: language).map { answer in
            answer.shown.map { $0.url + ($0.foreign ? " (\($0.lang))" : "") }
        }
    }

    static let koordinator = ["sync/tr/counting.html#koordinatör-nedir", "sync/tr/counting.html#swiftui-ile-koordinatörler"]

    @Test func findsATurkishWordHoweverItIsCasedOrAccented() throws {
        // The heading's section first, then the one that says it in prose and in its heading's suffixed form.
        #expect(try Self.results(["koordinatör", "KOORDİNATÖR", "koordinator"], on: "tr") == [Self.koordinator, Self.koordinator, Self.koordinator])
        // İ is i in Turkish, and a keyboard without İ types IPTAL.
        let iptal = ["sync/tr/counting.html#swiftui-ile-koordinatörler"]
        #expect(try Self.results(["İPTAL", "IPTAL", "swiftui"], on: "tr") == [iptal, iptal, iptal])
    }

    @Test func findsACodeIdentifierWholeAndByItsParts() throws {
        #expect(try Self.results(["countVerdicts"], on: "en") == [[
            "sync/en/counting.html#counting", "sync/ja/counting.html#集計 (ja)", "sync/tr/counting.html#sayım (tr)",
        ]])
        // In a title, the word outranks the same word in code.
        #expect(try Self.results(["verdicts"], on: "en") == [[
            "sync/en/counting.html", "sync/en/counting.html#counting", "sync/tr/counting.html#sayım (tr)", "sync/ja/counting.html#集計 (ja)",
        ]])
        #expect(try Self.results(["countVerdicts"], on: "ja") == [[
            "sync/ja/counting.html#集計", "sync/tr/counting.html#sayım (tr)", "sync/en/counting.html#counting (en)",
        ]])
    }

    @Test func findsAVerdictInProseBeforeTheSameWordInAnOutput() throws {
        #expect(try Self.results(["bayat"], on: "tr") == [[
            "sync/tr/bridge.html#bayat-ekran", "sync/tr/counting.html#sayım",
            "sync/ja/counting.html#集計 (ja)", "sync/en/counting.html#counting (en)",
        ]])
    }

    @Test func findsKatakanaWithOrWithoutTheLongVowelMarkAndJapaneseCompounds() throws {
        // Both spellings of the katakana word, and its half-width form, find the same sections.
        let answers = try Self.results(["コーディネーター", "コーディネータ", "宣言的ビュー", "画面遷移", "ｺｰﾃﾞｨﾈｰﾀｰ"], on: "ja")
        #expect(answers == [
            ["sync/ja/bridge.html#コーディネータを追加", "sync/ja/counting.html#コーディネーターとは"],
            ["sync/ja/bridge.html#コーディネータを追加", "sync/ja/counting.html#コーディネーターとは"],
            ["sync/ja/bridge.html#コーディネータを追加"],
            ["sync/ja/counting.html#コーディネーターとは"],
            ["sync/ja/bridge.html#コーディネータを追加", "sync/ja/counting.html#コーディネーターとは"],
        ])
    }

    /// Pagefind's segmenter cuts some Japanese words of a query where it did not cut them in the
    /// pages (the Japanese Swift book's クロージャ found nothing): such a word is asked again
    /// shortened, and only pages holding the whole word are shown. No small site reproduces the
    /// cut, so a Pagefind that answers as it does stands in (`split-word-search.mjs`).
    @Test func aJapaneseWordPagefindCutsApartIsFoundByItsPrefixInThePagesThatHoldIt() throws {
        let harness = NodeSearch.harness.replacingOccurrences(of: "node-search.mjs", with: "split-word-search.mjs")
        let lines = try NodeSearch.run(harness, arguments: [Repository.templates + "/search.js", "クロージャ"])
        #expect(lines == [#"{"shown":["closures.html"],"asked":["クロージャ","クロージ"]}"#])
        // A word Pagefind finds as it is is asked once.
        #expect(try NodeSearch.run(harness, arguments: [Repository.templates + "/search.js", "キャプチャ"]) == [#"{"shown":["closures.html"],"asked":["キャプチャ"]}"#])
    }

    @Test func findsAGlossaryEntryByAnAvoidedWordAndRanksItBelowTheLessons() throws {
        #expect(try Self.results(["pencere", "ekran"], on: "tr") == [
            ["glossary/tr.html#screen"],
            [
                "sync/tr/bridge.html#bayat-ekran", "sync/tr/counting.html#koordinatör-nedir", "sync/tr/counting.html#sayım",
                "glossary/tr.html#screen", "sync/ja/counting.html#集計 (ja)", "sync/en/counting.html#counting (en)",
            ],
        ])
    }

    @Test func findsAnEnglishWordInItsSectionAndLabelsOtherLanguages() throws {
        #expect(try Self.results(["coordinator", "navigation"], on: "en") == [
            ["sync/en/counting.html#what-is-a-coordinator"], ["sync/en/counting.html#what-is-a-coordinator"],
        ])
        #expect(try Self.results(["koordinatör"], on: "en") == [Self.koordinator.map { $0 + " (tr)" }])
    }

    @Test func showsTheLessonTheSectionAndAnExcerptWithTheMatchesMarked() throws {
        let answer = try NodeSearch.answers(site: SearchFixture.site, queries: ["navigation"], pageLanguage: "en")[0]
        #expect(answer.shown == [NodeSearch.Result(
            url: "sync/en/counting.html#what-is-a-coordinator", lesson: "Counting Verdicts", section: "What Is a Coordinator?",
            excerpt: "What Is a Coordinator? A coordinator is the object that manages <mark>navigation</mark> between screens.",
            lang: "en", foreign: false)])
        let parts = try NodeSearch.run(NodeSearch.harness.replacingOccurrences(of: "node-search.mjs", with: "excerpt-parts.mjs"), arguments: [
            SearchFixture.site + "/search.js", "a &lt;b&gt; <mark>countVerdicts(_</mark> &amp; c",
        ])
        #expect(parts == ["a <b> ", "[countVerdicts(_]", " & c"])
    }

    @Test func thePageLanguagesResultsComeFirstWhereverTheyRankAmongTheMergedOnes() throws {
        // With a limit of 1 only the 2 best-ranked pages were read before, and these were in other languages.
        #expect(try NodeSearch.urls(site: SearchFixture.site, query: "verdict", pageLanguage: "ja", limit: 1) == ["sync/ja/counting.html#集計"])
        #expect(try NodeSearch.urls(site: SearchFixture.site, query: "countVerdicts", pageLanguage: "en", limit: 1) == ["sync/en/counting.html#counting"])
        #expect(try NodeSearch.urls(site: SearchFixture.site, query: "model", pageLanguage: "en", limit: 1) == ["sync/en/counting.html#counting"])
    }

    @Test func listsAtMostTheLimitAndCountsTheRest() throws {
        let answer = try NodeSearch.answers(site: SearchFixture.site, queries: ["bayat"], pageLanguage: "tr", limit: 2)[0]
        #expect(answer.shown.map(\.url) == ["sync/tr/bridge.html#bayat-ekran", "sync/tr/counting.html#sayım"])
        #expect(answer.more == 2)
    }

    @Test func publishesOnlyWhatABrowserLoadsAndNoPageLoadsItBeforeAQuery() throws {
        // A bundle per language, each with only its own language's index and WebAssembly.
        #expect(try FileManager.default.contentsOfDirectory(atPath: SearchFixture.site + "/pagefind").sorted() == ["en", "ja", "languages.json", "slices.json", "tr"])
        // Each language is one slice: no slice after the first.
        #expect(try String(contentsOfFile: SearchFixture.site + "/pagefind/slices.json", encoding: .utf8) == "{\"en\":[],\"ja\":[],\"tr\":[]}\n")
        #expect(try String(contentsOfFile: SearchFixture.site + "/pagefind/languages.json", encoding: .utf8) == "{\"en\":1,\"ja\":2,\"tr\":3}\n")
        for (language, wasm) in [("en", ["wasm.en.pagefind"]), ("ja", []), ("tr", ["wasm.tr.pagefind"])] {
            let bundle = try FileManager.default.contentsOfDirectory(atPath: SearchFixture.site + "/pagefind/" + language).sorted()
            #expect(bundle.filter { !$0.hasSuffix(".pf_meta") } == [
                "fragment", "index", "pagefind-entry.json", "pagefind-worker.js", "pagefind.js",
            ] + wasm + ["wasm.unknown.pagefind"], "\(language)")
            #expect(bundle.filter { $0.hasSuffix(".pf_meta") }.map { $0.prefix(12) } == ["pagefind.\(language)_"], "\(language)")
        }
        let page = try String(contentsOfFile: SearchFixture.site + "/sync/tr/counting.html", encoding: .utf8)
        #expect(page.contains("<script type=\"text/javascript\" src=\"../../search.js\" defer=\"defer\"></script>"))
        #expect(!page.contains("pagefind"))
        // The index sources (with Pagefind's attributes, which XHTML 1.0 Strict does not allow) are not published.
        #expect(!FileManager.default.fileExists(atPath: SearchFixture.site + "/sync/tr/counting.untranslated-tr.html"))
    }
}
