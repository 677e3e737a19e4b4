import CoursecTestSupport
import Foundation
@testable import SiteRendering
import Testing

/// A language's search sources cut into slices, each its own Pagefind bundle: where the
/// cuts fall (no tool needed), and the sliced `SearchFixture` searched with node.
@Suite struct SearchSliceTests {
    static func sources(_ names: [String]) -> [SearchSource] {
        names.map { SearchSource(path: "demo/tr/\($0).html", language: "tr", html: $0) }
    }

    static let lessons = (1...300).map { "lesson-\($0)" }

    @Test func aLessonAddedInTheMiddleChangesOnlyTheSliceItJoinsAndTheOthersKeepTheirFolders() {
        let before = SearchSlice.slices(of: Self.sources(Self.lessons), language: "tr", size: 20)
        var added = Self.lessons
        added.insert("new-lesson", at: 150)
        let after = SearchSlice.slices(of: Self.sources(added), language: "tr", size: 20)
        let kept = { (slice: SearchSlice, others: [SearchSlice]) in
            others.contains { $0.folder == slice.folder && $0.sources.map(\.path) == slice.sources.map(\.path) }
        }
        #expect(before.filter { !kept($0, after) }.map(\.folder) == after.filter { !kept($0, before) }.map(\.folder))
        #expect(after.filter { !kept($0, before) }.map { $0.sources.map(\.path) }.map { $0.contains("demo/tr/new-lesson.html") } == [true])
    }

    @Test func slicesHoldHalfToTwiceTheirSizeInOrderAndTheFirstIsTheLanguagesBundle() {
        let slices = SearchSlice.slices(of: Self.sources(Self.lessons), language: "tr", size: 20)
        #expect(slices.flatMap(\.sources).map(\.path) == Self.sources(Self.lessons).map(\.path))
        #expect(slices.dropLast().allSatisfy { (10...40).contains($0.sources.count) })
        #expect(slices.count == 16)
        #expect(slices[0].folder == "pagefind/tr")
        // The others are named after their first source, below the language's folder.
        #expect(slices.dropFirst().allSatisfy { $0.folder.hasPrefix("pagefind/tr/") && $0.folder.count == "pagefind/tr/".count + 8 })
        #expect(Set(slices.map(\.folder)).count == slices.count)
        #expect(SearchSlice.names(slices)["tr"] == slices.dropFirst().map { String($0.folder.dropFirst("pagefind/tr/".count)) })
    }

    @Test func aLanguageWithFewSourcesIsOneSliceAsItsBundleWasBeforeSlices() {
        let slices = SearchSlice.slices(of: Self.sources(["a", "b", "c"]), language: "tr")
        #expect(slices.map(\.folder) == ["pagefind/tr"])
        #expect(SearchSlice.names(slices) == ["tr": []])
    }
}

@Suite(.tags(.pagefind, .node)) struct SlicedSearchTests {
    static func results(_ queries: [String], on language: String) throws -> [[String]] {
        try NodeSearch.answers(site: SearchFixture.slicedSite, queries: queries, pageLanguage: language).map { answer in
            answer.shown.map { $0.url + ($0.foreign ? " (\($0.lang))" : "") }
        }
    }

    @Test func eachSliceAfterTheFirstIsABundleBelowItsLanguagesWithoutPagefindsScript() throws {
        let pagefind = SearchFixture.slicedSite + "/pagefind"
        #expect(try FileManager.default.contentsOfDirectory(atPath: pagefind).sorted() == ["en", "ja", "languages.json", "slices.json", "tr"])
        // The pages of all the slices, as the bundles of whole languages had them.
        #expect(try String(contentsOfFile: pagefind + "/languages.json", encoding: .utf8) == "{\"en\":1,\"ja\":2,\"tr\":3}\n")
        let slices = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: pagefind + "/slices.json"))) as? [String: [String]]
        #expect(slices?.mapValues(\.count) == ["en": 0, "ja": 1, "tr": 2])
        for name in slices?["tr"] ?? [] {
            let bundle = try FileManager.default.contentsOfDirectory(atPath: pagefind + "/tr/" + name).sorted()
            #expect(bundle.filter { !$0.hasSuffix(".pf_meta") } == ["fragment", "index", "pagefind-entry.json"], "\(name)")
            #expect(bundle.filter { $0.hasSuffix(".pf_meta") }.count == 1, "\(name)")
        }
        #expect(FileManager.default.fileExists(atPath: pagefind + "/tr/pagefind.js"))
    }

    @Test func findsWordsInEverySliceOfThePagesLanguageAsTheWholeIndexDid() throws {
        // bridge.html and counting.html are in two slices of Turkish; the results are those of one bundle (SearchTests).
        let bayat = try Self.results(["bayat"], on: "tr")
        #expect(bayat == [[
            "sync/tr/bridge.html#bayat-ekran", "sync/tr/counting.html#sayım",
            "sync/ja/counting.html#集計 (ja)", "sync/en/counting.html#counting (en)",
        ]])
        #expect(try Self.results(["koordinatör"], on: "tr") == [SearchTests.koordinator])
    }

    @Test func findsKatakanaAndAJapaneseCompoundInSlicesOfTheirOwnAsTheWholeIndexDid() throws {
        let answers = try Self.results(["コーディネーター", "宣言的ビュー"], on: "ja")
        #expect(answers == [
            ["sync/ja/bridge.html#コーディネータを追加", "sync/ja/counting.html#コーディネーターとは"],
            ["sync/ja/bridge.html#コーディネータを追加"],
        ])
    }
}
