import CoursecTestSupport
import Foundation
import Testing

/// `coursec status` reports a term the glossary says to avoid at its line, and `--strict` fails on it.
@Suite struct TerminologyStatusTests {
    /// The finished English translation, with the glossary beside the course.
    static func translated() -> TranslationFixture {
        let fixture = TranslationFixture()
        fixture.directory.write("glossary.json", CounterGlossary.text)
        _ = fixture.translate()
        fixture.finishTranslation()
        return fixture
    }

    @Test func anAvoidedTermInsertedIntoATranslationIsReportedAtItsLine() throws {
        let fixture = Self.translated()
        #expect(fixture.strictStatus().status == 0)
        fixture.edit(fixture.english) {
            $0.replacingOccurrences(of: "The counter goes up by one on every call.", with: "The tally goes up by one on every call.")
        }
        let line = try #require(fixture.read(fixture.english).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("The tally") }) + 1

        let json = try JSONSerialization.jsonObject(with: Data(fixture.status().out.utf8)) as? [String: Any]
        let cells = (json?["lessons"] as? [[String: Any]])?.first?["cells"] as? [String: [String: Any]]
        let terms = cells?["en"]?["terms"] as? [[String: Any]]
        #expect(terms?.count == 1)
        #expect(terms?.first?["line"] as? Int == line)
        #expect(terms?.first?["found"] as? String == "tally")
        #expect(terms?.first?["preferred"] as? String == "counter")
        #expect(cells?["tr"]?["terms"] as? [Any] != nil)

        let strict = fixture.strictStatus()
        #expect(strict.status == 1)
        #expect(strict.out.contains("\(fixture.english):\(line): 'tally' is to be avoided; the glossary prefers 'counter' (terminology)\n"))
        #expect(strict.err == "\(fixture.english):\(line): error: terminology: 'tally' is to be avoided; the glossary prefers 'counter'\n")
    }
}
