import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import Testing

/// `> Note: …` and its kin are asides on the page, labelled in the page's language.
@Suite struct AsideTests {
    private static func lesson(_ language: String, _ body: String, translationOf: String = "") -> String {
        "---\nid: water\n\(translationOf)title: Water\norder: 1\n---\n\n" + body
    }

    @Test func anAsideIsLabelledInThePagesLanguageAndAQuoteStaysAQuote() throws {
        let folder = TemporaryDirectory("aside")
        folder.write("courses/pond/course.json", #"{"title": {"en": "Pond"}, "sourceLanguage": "en", "lessons": ["water"]}"#)
        folder.write("courses/pond/en/01-water.md", Self.lesson("en", """
            > Note: Water in the *morning*.
            > Not at noon.

            > Experiment:
            > Try sand.

            > Notes: are a quote.

            """))
        folder.write("courses/pond/ja/01-water.md", Self.lesson("ja", "> Warning:\n> 正午は避けてください。\n", translationOf: "translation-of: en 0000000000000000\n"))
        let courses = try CourseLoader().loadCourses(root: folder.file("courses"))
        try PipelineSite.build(SiteInput(courses: courses), into: folder.file("site"), search: false)
        let english = try String(contentsOfFile: folder.file("site/pond/en/water.html"), encoding: .utf8)
        #expect(english.contains("""
            <div class="aside aside-note"><p class="aside-label">Note</p><p>Water in the <em>morning</em>.
            Not at noon.</p></div>
            """))
        #expect(english.contains("<div class=\"aside aside-experiment\"><p class=\"aside-label\">Experiment</p><p>Try sand.</p></div>"))
        #expect(english.contains("<blockquote><div><p>Notes: are a quote.</p></div></blockquote>"))
        let japanese = try String(contentsOfFile: folder.file("site/pond/ja/water.html"), encoding: .utf8)
        #expect(japanese.contains("<div class=\"aside aside-warning\"><p class=\"aside-label\">警告</p><p>正午は避けてください。</p></div>"))
    }
}
