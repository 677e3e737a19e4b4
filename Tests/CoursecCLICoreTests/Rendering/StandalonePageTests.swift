import CoursecTestSupport
import Foundation
import SiteRendering
import Testing

/// site.json's `pages`: stand-alone pages (About, Contributing) kept as
/// `courses/pages/<lang>/<id>.md`, rendered in the site's frame in each language they
/// exist in and listed in the footer of every page. They are not courses.
@Suite(.tags(.pagefind)) struct StandalonePageTests {
    let folder = TemporaryDirectory("coursec-standalone-pages")

    func writeSite(pages: String = #"["about", "contributing"]"#) {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller", "en": "Basics"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n")
        folder.write("courses/temel/en/01-a.md", "---\nid: a\ntitle: Variables\n---\n\nText.\n")
        folder.write("courses/site.json", #"{"entryLanguage": "tr", "pages": \#(pages)}"#)
        folder.write("courses/pages/tr/about.md", "---\nid: about\ntitle: Hakkında\n---\n\nBu site [Temeller](../../temel/tr/index.html) kursunu sunar.\n\n## İletişim\n\n```sh\nmail ayse@example.org\n```\n")
        folder.write("courses/pages/en/about.md", "---\nid: about\ntitle: About\n---\n\nThis site teaches Swift.\n")
        folder.write("courses/pages/en/contributing.md", "---\nid: contributing\ntitle: Contributing\n---\n\nSend a patch.\n")
    }

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    /// The build's errors, with the courses folder named as the project spells it.
    func errors(_ run: CLIRun) -> [String] {
        run.err.replacingOccurrences(of: folder.path + "/", with: "").split(separator: "\n").map(String.init)
            .filter { $0.contains("error:") && !$0.contains("the build stopped") }
    }

    @Test func aPageIsRenderedInTheSitesFrameInEachLanguageItHasAndListedInEveryFooter() throws {
        writeSite()
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        // Not a course: the home page lists one course, and `pages` has no lesson index.
        #expect(!folder.exists("site/pages/tr/index.html"))
        #expect(folder.read("site/index.html")?.components(separatedBy: #"<li class="course-card">"#).count == 2)
        let about = try #require(folder.read("site/pages/tr/about.html"))
        let parsed = LibXML.parseValidating(about, name: "about.html")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.publicID == LibXML.xhtmlStrictPublicID)
        #expect(about.contains("<title>Hakkında — Kurslar</title>"))
        #expect(about.contains(#"<input type="text" id="search_query" name="q" size="24""#))
        #expect(about.contains(#"<div class="trail"><ul class="crumbs"><li><strong class="crumb-current">Hakkında</strong></li></ul></div>"#))
        #expect(about.contains(#"<ul><li><a href="../en/about.html" hreflang="en" lang="en" xml:lang="en">English</a></li><li><strong class="current-language" lang="tr" xml:lang="tr">Türkçe</strong></li></ul>"#))
        #expect(about.contains(#"<div class="lesson standalone"><h1>Hakkında</h1><p>Bu site <a href="../../temel/tr/index.html">Temeller</a> kursunu sunar.</p><h2 id="iletişim">İletişim "#))
        // The footer: each page in the page's language, else in the one it has.
        let turkishFooter = #"<div class="site-footer"><ul><li><a href="about.html">Hakkında</a></li><li><a href="../en/contributing.html" hreflang="en" lang="en" xml:lang="en">Contributing</a></li></ul></div>"#
        #expect(about.contains(turkishFooter))
        #expect(folder.read("site/index.html")?.contains(
            #"<div class="site-footer"><ul><li><a href="pages/tr/about.html">Hakkında</a></li><li><a href="pages/en/contributing.html" hreflang="en" lang="en" xml:lang="en">Contributing</a></li></ul></div>"#) == true)
        #expect(folder.read("site/temel/en/a.html")?.contains(
            #"<div class="site-footer"><ul><li><a href="../../pages/en/about.html">About</a></li><li><a href="../../pages/en/contributing.html">Contributing</a></li></ul></div>"#) == true)
        #expect(folder.read("site/404.html")?.contains(#"<li><a href="pages/tr/about.html">Hakkında</a></li>"#) == true)
        #expect(folder.read("site/sitemap.xml")?.contains("<loc>pages/en/contributing.html</loc>") == true)
    }

    @Test func aPageInALanguageWithoutInterfaceWordsUsesTheEnglishOnesAndTheBuildSaysSo() throws {
        writeSite()
        folder.write("courses/pages/de/about.md", "---\nid: about\ntitle: Über diese Seite\n---\n\nText.\n")
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(run.err.contains("warning: no interface words for 'de' ("), "\(run.err)")
        let page = try #require(folder.read("site/pages/de/about.html"))
        #expect(page.contains(#"<html xmlns="http://www.w3.org/1999/xhtml" lang="de" xml:lang="de">"#))
        #expect(page.contains("<title>Über diese Seite — Courses</title>"))
    }

    @Test func withoutPagesNoPageHasAFooter() {
        writeSite()
        try? FileManager.default.removeItem(atPath: folder.file("courses/pages"))
        folder.write("courses/site.json", #"{"entryLanguage": "tr"}"#)
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        #expect(folder.read("site/temel/tr/a.html")?.contains("site-footer") == false)
    }

    @Test(arguments: [
        (#"["about", "contributing", "privacy"]"#,
         #"courses/site.json:1: error: "pages" lists 'privacy', but no language has it: write courses/pages/<lang>/privacy.md"#),
        (#"["about"]"#,
         #"courses/pages/en/contributing.md:1: error: site.json's "pages" lists 'about', not 'contributing': add it there to publish this page, or remove the file"#),
        (#"["about", "About"]"#,
         #"courses/site.json:1: error: "pages" lists 'About'; a page id uses only a-z, 0-9 and '-', as a lesson id does"#),
        (#""about""#,
         #"courses/site.json:1: error: "pages" must be a list of page ids, such as ["about"], each kept as courses/pages/<lang>/<id>.md"#),
    ])
    func aPageListedWithoutAFileOrAFileNotListedIsAnErrorAtItsLine(pages: String, message: String) {
        writeSite(pages: pages)
        let run = build()
        #expect(run.status == 1)
        #expect(errors(run) == [message])
        #expect(!folder.exists("site"))
    }

    @Test func aPageWithCodeToVerifyOrAnotherIdIsAnErrorAndTheOtherPagesStillReport() {
        writeSite()
        folder.write("courses/pages/en/about.md", "---\nid: abut\ntitle: About\n---\n\nText.\n\n```swift run\nprint(1)\n```\n\n```output\n1\n```\n")
        folder.write("courses/pages/de/contributing.md", "---\nid: contributing\n---\n\nText.\n")
        folder.write("courses/pages/notes.md", "Text.\n")
        let run = build()
        #expect(run.status == 1)
        #expect(errors(run) == [
            "courses/pages/de/contributing.md:1: error: front matter has no 'title'",
            "courses/pages/en/about.md:2: error: this page's id is 'abut', but its file is named about.md: a page's id is its file's name",
            "courses/pages/en/about.md:8: error: a site page's code is not compiled or run (pages are not courses): write it as a plain block (no info string, or text, sh, console, json, xml), or put it in a lesson",
            "courses/pages/en/about.md:12: error: a site page's code is not compiled or run (pages are not courses): write it as a plain block (no info string, or text, sh, console, json, xml), or put it in a lesson",
            "courses/pages/notes.md: error: a site page goes in a folder named by its language: pages/<lang>/<id>.md (pages/en/about.md)",
        ])
    }

    @Test func aCourseFolderNamedPagesIsRefused() {
        writeSite()
        folder.write("courses/pages/course.json", #"{"title": {"tr": "Sayfalar"}, "sourceLanguage": "tr", "lessons": []}"#)
        let run = build()
        #expect(run.status == 1)
        #expect(errors(run) == ["courses/pages/course.json: error: 'pages' holds the site's stand-alone pages (site.json's \"pages\"), so it cannot be a course: rename this course's folder"])
    }
}
