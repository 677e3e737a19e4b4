import CourseModel
import CourseParsing
import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

@Suite struct TerminologyTests {
    @Test func codeQuotationsAndWordsThatMerelyContainTheTermAreNotProse() throws {
        let lesson = try LessonParser(language: "en").parse("""
            ---
            id: x
            title: A tally of things
            ---

            Use `tally` in code, cite “Tally Ho”, and keep <!-- tally --> aside; a stally is not one.

            ```swift ignore
            let tally = 1
            ```

            One Tick box here.
            """, file: "x.md")
        let glossary = try GlossaryReader.parse(CounterGlossary.text, file: "glossary.json")
        #expect(TerminologyChecker(glossary: glossary).findings(in: lesson) == [
            TermFinding(line: 3, found: "tally", preferred: "counter"),
            TermFinding(line: 12, found: "Tick box", preferred: "counter"),
        ])
    }

    @Test func aMisspeltGlossaryKeyIsAnErrorNotASilentlyDroppedCheck() {
        #expect(throws: CourseError.self) {
            try GlossaryReader.parse(#"{"terms": [{"id": "counter", "en": {"use": "counter", "avoids": ["tally"]}}]}"#, file: "glossary.json")
        }
    }
}
