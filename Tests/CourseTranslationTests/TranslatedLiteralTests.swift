import CoursecTestSupport
import Testing

/// A translator may translate string literals, and status does not object. That verify
/// then fails in that language and no other, when the output depends on the literal, is
/// SnippetVerificationTests' TranslationTests (on the demo course it compiles once).
@Suite struct TranslatedLiteralTests {
    @Test func aTranslatedLiteralLeavesTheTranslationUpToDate() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "print(\"sayı: ", with: "print(\"count: ") }
        #expect(fixture.englishState() == "up-to-date")
    }
}
