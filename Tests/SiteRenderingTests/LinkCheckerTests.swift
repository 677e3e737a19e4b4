import CourseModel
@testable import SiteRendering
import Testing

@Suite struct LinkCheckerTests {
    private func page(ids: [String] = [], _ references: [(String, String, String)]) -> LibXML.ParsedPage {
        LibXML.ParsedPage(
            problems: [], publicID: LibXML.xhtmlStrictPublicID, ids: ids,
            references: references.enumerated().map { .init(attribute: $0.element.1, element: $0.element.0, value: $0.element.2, line: $0.offset + 1) })
    }

    @Test func reportsMissingPagesMissingAnchorsAndOutsideResources() {
        let pages = [
            "index.html": page(ids: ["top"], [
                ("a", "href", "c/tr/a.html#giriş"), ("a", "href", "c/tr/a.html#yok"), ("a", "href", "c/tr/b.html"),
                ("a", "href", "#top"), ("a", "href", "https://swift.org/"), ("script", "src", "https://cdn.example.com/x.js"),
                ("link", "href", "site.css"), ("a", "href", "../outside.html"),
            ]),
            "c/tr/a.html": page(ids: ["giriş"], [("a", "href", "../../index.html#top"), ("a", "href", "../../site.css#x")]),
        ]
        let errors = LinkChecker.check(pages: pages, files: ["site.css"]).map(\.description)
        #expect(errors == [
            "c/tr/a.html:2: error: link '../../site.css#x' has an anchor but site.css is not a page",
            "index.html:2: error: link 'c/tr/a.html#yok': c/tr/a.html has no anchor 'yok'",
            "index.html:3: error: link 'c/tr/b.html' leads to c/tr/b.html, which does not exist",
            "index.html:6: error: <script src=\"https://cdn.example.com/x.js\"> loads a resource from outside the site",
            "index.html:8: error: link '../outside.html' leaves the site",
        ])
    }

    @Test func rootRelativeAndSchemeRelativeLinksAreErrors() {
        let pages = ["index.html": page([("a", "href", "/faq/tr.html"), ("a", "href", "//example.com/x"), ("a", "href", "faq/tr.html")]),
                     "faq/tr.html": page([])]
        #expect(LinkChecker.check(pages: pages, files: []).map(\.description) == [
            "index.html:1: error: link '/faq/tr.html' is relative to the server's root, which a site opened from file:// does not have; link relative to this page",
            "index.html:2: error: link '//example.com/x' leads outside the site (a scheme-relative address)",
        ])
    }

    @Test func relativeLinksBetweenPagesGoThroughTheirCommonFolder() {
        #expect(SitePaths.link(from: "c/tr/a.html", to: "c/ja/a.html") == "../ja/a.html")
        #expect(SitePaths.link(from: "c/tr/a.html", to: "c/tr/b.html") == "b.html")
        #expect(SitePaths.link(from: "faq/tr.html", to: "c/tr/a.html") == "../c/tr/a.html")
        #expect(SitePaths.link(from: "index.html", to: "faq/ja.html") == "faq/ja.html")
        #expect(SitePaths.root(from: "c/tr/a.html") == "../../")
    }

    @Test func headingAnchorsKeepLettersOfEveryScriptAndStayUnique() {
        #expect(HeadingSlug.slug("İptal Geri Çağrısı", language: "tr") == "iptal-geri-çağrısı")
        #expect(HeadingSlug.slug("ステップ 1：コーディネータ", language: "ja") == "ステップ-1-コーディネータ")
        #expect(HeadingSlug.slug("2. Why?", language: "en") == "s-2-why")
        #expect(HeadingSlug.slug("???", language: "en") == "section")
        var used = UniqueSlugs()
        #expect(["faq", "faq", "faq-2", "faq", "faq"].map { used.claim($0) } == ["faq", "faq-2", "faq-2-2", "faq-3", "faq-4"])
    }

    @Test func lessonSourceLinksBecomePageLinks() {
        #expect(LessonBodyRenderer.pageLink("02-coordinator.md") == "coordinator.html")
        #expect(LessonBodyRenderer.pageLink("../en/02-coordinator.md#why") == "../en/coordinator.html#why")
        #expect(LessonBodyRenderer.pageLink("https://example.com/a.md") == "https://example.com/a.md")
        // The loader's id rule: without the `NN-` prefix, the file name stays whole.
        #expect(LessonBodyRenderer.pageLink("notes.md") == "notes.html")
        #expect(LessonBodyRenderer.pageLink("-draft.md") == "-draft.html")
    }
}
