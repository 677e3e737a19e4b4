import CourseModel
@testable import SiteRendering
import Testing

@Suite struct JapaneseRunsTests {
    static func japanese(_ text: String) -> XMLElementValue.Content {
        .element(XMLElementValue("foreign", ["lang": "ja"], text: text))
    }

    @Test func japaneseQuotedInATurkishCreditLineIsMarkedJapaneseRunByRun() {
        let credit = "“XCode 12.4 日本語化計画：Swift Tutorials” sitesinden (“ViewController のデータソースを作成”)."
        #expect(JapaneseRuns.contents(of: credit, pageLanguage: "tr") == [
            .text("“XCode 12.4 "), Self.japanese("日本語化計画："), .text("Swift Tutorials” sitesinden (“ViewController "),
            Self.japanese("のデータソースを作成"), .text("”)."),
        ])
    }

    @Test func textWithoutKanaAndJapanesePagesAreLeftAsTheyAre() {
        // Kanji alone could be Chinese; a Japanese page is Japanese already.
        #expect(JapaneseRuns.contents(of: "“中文” kitabı", pageLanguage: "tr") == [.text("“中文” kitabı")])
        #expect(JapaneseRuns.contents(of: "コーディネータ", pageLanguage: "ja") == [.text("コーディネータ")])
    }
}
