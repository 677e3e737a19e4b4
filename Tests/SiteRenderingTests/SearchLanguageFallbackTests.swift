import CoursecTestSupport
import CourseParsing
import Foundation
import SiteRendering
import Testing

/// A page in a language without a search bundle (the English home page of a site
/// with no English lesson) searches the language with the most pages, as Pagefind
/// chose when every language was in one bundle, and labels its results.
@Suite(.tags(.pagefind, .node)) struct SearchLanguageFallbackTests {
    static let files: [String: String] = [
        "courses/c/course.json": """
            {"title": {"tr": "Ders", "ja": "講座"}, "sourceLanguage": "tr", "lessons": ["one", "two"]}
            """,
        "courses/c/tr/01-one.md": "---\nid: one\ntitle: Bir\nsummary: Birinci.\n---\n\nKoordinatör ekranı açar.\n",
        "courses/c/tr/02-two.md": "---\nid: two\ntitle: İki\nsummary: İkinci.\n---\n\nKoordinatör ekranı kapatır.\n",
        "courses/c/ja/01-one.md": "---\nid: one\ntitle: 一\nsummary: 最初。\n---\n\nコーディネーターが画面を開きます。\n",
    ]

    @Test func theEnglishHomePageOfASiteWithoutEnglishSearchesTheLanguageWithTheMostPages() throws {
        let directory = TemporaryDirectory("search-fallback")
        defer { directory.remove() }
        for (path, text) in Self.files { _ = directory.write(path, text) }
        let courses = try CourseLoader().loadCourses(root: directory.file("courses"))
        try PipelineSite.build(SiteInput(courses: courses), into: directory.file("site"))
        #expect(directory.read("site/pagefind/languages.json") == "{\"ja\":1,\"tr\":2}\n")
        #expect(directory.read("site/index.html")?.contains("<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">") == true)
        let answers = try NodeSearch.answers(site: directory.file("site"), queries: ["koordinatör", "コーディネーター"], pageLanguage: "en")
        // Exactly what the site gave when every language was in one bundle, in Pagefind's rank.
        #expect(answers.map { $0.shown.map { "\($0.url) (\($0.lang), \($0.foreign ? "labelled" : "unlabelled"))" } } == [
            ["c/tr/two.html (tr, labelled)", "c/tr/one.html (tr, labelled)"],
            ["c/ja/one.html (ja, labelled)"],
        ])
    }
}
