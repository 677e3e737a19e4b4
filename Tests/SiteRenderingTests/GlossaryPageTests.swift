import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import Testing

@Suite(.tags(.pagefind)) struct GlossaryPageTests {
    static let glossary = #"""
        {"terms": [
          {"id": "delegate",
           "tr": {"use": "temsilci", "avoid": ["delegate"], "means": "Olayları bildirilen nesne."},
           "en": {"use": "delegate", "means": "The object told of events."}}
        ]}
        """#

    static func build() throws -> (site: String, directory: TemporaryDirectory) {
        let directory = TemporaryDirectory("glossary-site")
        directory.write("courses/c/course.json", #"{"title": {"tr": "Kurs"}, "sourceLanguage": "tr", "lessons": ["ders"]}"#)
        directory.write("courses/c/tr/01-ders.md", """
            ---
            id: ders
            title: Ders
            ---

            ## Temsilci

            *“Temsilci Dersi”nden uyarlanmıştır.*

            Bir temsilci olayları alır; temsilciler `temsilci` kodunda değil, düzyazıda bağlanır.

            İkinci temsilci bağlanmaz.
            """)
        let courses = try CourseLoader().loadCourses(root: directory.file("courses"))
        let glossary = try GlossaryReader.parse(glossary, file: "glossary.json")
        let site = directory.file("site")
        _ = try PipelineSite.build(SiteInput(courses: courses, glossary: glossary), into: site)
        return (site, directory)
    }

    @Test func theFirstUseOfATermOnAPageLinksToItsEntryAndNoOtherDoes() throws {
        let (site, directory) = try Self.build()
        defer { directory.remove() }
        let page = try String(contentsOfFile: site + "/c/tr/ders.html", encoding: .utf8)
        #expect(page.contains(#"<a class="nav-glossary" href="../../glossary/tr.html">Sözlük</a>"#))
        #expect(page.contains(#"<p>Bir <a class="term" href="../../glossary/tr.html#delegate" title="Olayları bildirilen nesne.">temsilci</a> olayları alır; temsilciler <code>temsilci</code> kodunda değil, düzyazıda bağlanır.</p>"#))
        #expect(page.contains("<p><em>“Temsilci Dersi”nden uyarlanmıştır.</em></p>"))
        #expect(page.components(separatedBy: #"class="term""#).count == 2)
    }

    @Test func theGlossaryPageListsEachTermWithItsMeaningWhatToAvoidAndOtherLanguages() throws {
        let (site, directory) = try Self.build()
        defer { directory.remove() }
        let page = try String(contentsOfFile: site + "/glossary/tr.html", encoding: .utf8)
        #expect(page.contains(#"<title>Terimler sözlüğü — Kurslar</title>"#))
        #expect(page.contains(#"<dl class="glossary"><dt id="delegate">temsilci</dt><dd><p>Olayları bildirilen nesne.</p><p class="glossary-avoid">Kullanmayın: <del>delegate</del></p></dd></dl>"#))
    }
}
