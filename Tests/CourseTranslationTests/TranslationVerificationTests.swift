import CoursecTestSupport
import Foundation
import Testing

/// A translator may translate string literals, and status does not object; but when
/// the output depends on the literal, verify fails in that language and no other.
@Suite struct TranslationVerificationTests {
    @Test func aTranslatedLiteralTheOutputDependsOnFailsVerifyInThatLanguageOnly() throws {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "print(\"sayı: ", with: "print(\"count: ") }
        #expect(fixture.englishState() == "up-to-date")

        let run = CLIRun.run(["verify", fixture.courses + "/c", "--no-cache", "--format", "json"])
        #expect(run.status == 1)
        let results = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
        let byLanguage = Dictionary(uniqueKeysWithValues: results.map { ($0["lang"] as? String ?? "", $0) })
        #expect(byLanguage["tr"]?["status"] as? String == "passed")
        #expect(byLanguage["en"]?["status"] as? String == "failed")
        let lines = try #require(byLanguage["en"]?["lines"] as? [[String: Any]])
        #expect(lines.map { $0["word"] as? String } == ["bayat"])
        #expect(lines.first?["expected"] as? String == "sayı: 1")
        #expect(lines.first?["actual"] as? String == "count: 1")
    }
}
