import CoursecTestSupport
import Foundation
import Testing

/// `courses/site.json` gives the site its title, its home page's introduction and its
/// entry language; `new course` writes one in the course's language.
@Suite(.tags(.pagefind)) struct SiteFileTests {
    let folder = TemporaryDirectory("coursec-site-file")

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    @Test func theSiteFileNamesTheSiteIntroducesItAndChoosesTheEntryPage() {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: Değişkenler\n---\n\nMetin.\n")
        folder.write("courses/site.json", #"{"title": {"tr": "Ayşe'nin Swift Dersleri"}, "introduction": {"tr": "Kendi derslerim."}, "entryLanguage": "tr"}"#)
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        let home = folder.read("site/index.html") ?? ""
        #expect(home.contains(#"<html xmlns="http://www.w3.org/1999/xhtml" lang="tr" xml:lang="tr">"#))
        #expect(home.contains("<title>Ayşe'nin Swift Dersleri</title>"))
        #expect(home.contains("<h1>Ayşe'nin Swift Dersleri</h1>"))
        #expect(home.contains(#"<p class="lead home-intro">Kendi derslerim.</p>"#))
        #expect(!home.contains("Courses on Swift"))
        #expect(!folder.exists("site/index.tr.html"))
        let lesson = folder.read("site/temel/tr/a.html") ?? ""
        #expect(lesson.contains("<title>Değişkenler — Ayşe'nin Swift Dersleri</title>"))
    }

    @Test func aMisspeltKeyIsAnErrorAtItsLine() {
        folder.write("courses/temel/course.json", #"{"title": {"tr": "Temeller"}, "sourceLanguage": "tr", "lessons": ["a"]}"#)
        folder.write("courses/temel/tr/01-a.md", "---\nid: a\ntitle: A\n---\n")
        let file = folder.write("courses/site.json", "{\n  \"title\": {\"tr\": \"S\"},\n  \"intro\": {\"tr\": \"I\"}\n}\n")
        let run = build()
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(file):3: error: unknown key 'intro' in site.json (known keys: title, introduction, entryLanguage, editURL, logo, lastUpdated, pages)\n"))
    }

    @Test func newCourseWritesASiteFileInTheCoursesLanguage() {
        let run = CLIRun.run(["new", "course", "swift-temelleri", "--lang", "tr"], in: folder.path)
        #expect(run.status == 0)
        #expect(folder.read("courses/site.json") == """
            {
              "title": {
                "tr": "Swift Temelleri"
              },
              "introduction": {
                "tr": "Swift Temelleri dersleri. Derslerdeki her program site kurulurken derlenip çalıştırılır ve yazdırdığı çıktı denetlenir."
              },
              "entryLanguage": "tr"
            }

            """)
        let built = build()
        #expect(built.status == 0, "\(built.err)")
        #expect(folder.read("site/index.html")?.contains("<h1>Swift Temelleri</h1>") == true)
    }
}
