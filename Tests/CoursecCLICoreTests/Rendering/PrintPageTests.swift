import CoursecTestSupport
import Foundation
import SiteRendering
import Testing

/// `<course>/<lang>/print.html`: the whole course in one language on one page, as
/// mdBook's print.html, linked from the course's lesson index and from every lesson.
@Suite(.tags(.pagefind)) struct PrintPageTests {
    let folder = TemporaryDirectory("coursec-print-page")

    func writeCourse() {
        folder.write("courses/temel/course.json", ##"{"title": {"tr": "Temeller", "en": "Basics"}, "sourceLanguage": "tr", "lessons": ["b", "a"]}"##)
        folder.write("courses/temel/tr/01-b.md", """
            ---
            id: b
            title: Başlangıç
            summary: İlk ders.
            ---

            Önce [ikinci dersin döngüsüne](02-a.md#döngü) bakın, sonra [aşağıya](#sonra).

            ## Sonra

            ```text
            merhaba
            ```

            """)
        folder.write("courses/temel/tr/02-a.md", """
            ---
            id: a
            title: Döngüler
            ---

            [İlk ders](01-b.md) ve [İngilizcesi](../en/02-a.md).

            ## Döngü

            Metin.

            ## Sonra

            Aynı başlık, başka derste.

            """)
        folder.write("courses/temel/en/02-a.md", "---\nid: a\ntitle: Loops\n---\n\n## Loop\n\nText.\n")
    }

    func build() -> CLIRun {
        CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
    }

    @Test func thePrintPageHoldsEveryLessonInCourseOrderWithIdsUniqueAndLinksWithinThePage() throws {
        writeCourse()
        let run = build()
        #expect(run.status == 0, "\(run.err)")
        let page = try #require(folder.read("site/temel/tr/print.html"))
        // The page is valid XHTML 1.0 Strict by libxml2 and the DTD, as the build checked too.
        let parsed = LibXML.parseValidating(page, name: "print.html")
        #expect(parsed.problems.isEmpty)
        #expect(parsed.publicID == LibXML.xhtmlStrictPublicID)
        #expect(page.contains("<title>Temeller: Kursun tamamı tek sayfada — Kurslar</title>"))
        let content = try #require(page.components(separatedBy: ##"<div class="print-course">"##).dropFirst().first?.components(separatedBy: ##"<div class="site-footer">"##).first)
        #expect(content.hasPrefix(
            ##"<p class="kicker">Kursun tamamı tek sayfada</p><h1>Temeller</h1><div class="print-contents"><h2>Bu kurstaki dersler</h2><ol class="print-toc">"##
            + ##"<li><span class="number">1</span> <a href="#lesson_b">Başlangıç</a></li><li><span class="number">2</span> <a href="#lesson_a">Döngüler</a></li></ol></div>"##
            + ##"<div class="print-lesson lesson" id="lesson_b"><p class="kicker">Ders 1</p><h2 class="print-lesson-title">Başlangıç</h2><p class="lead">İlk ders.</p>"##
            + ##"<p>Önce <a href="#lesson_a_döngü">ikinci dersin döngüsüne</a> bakın, sonra <a href="#lesson_b_sonra">aşağıya</a>.</p>"##
            + ##"<h3 id="lesson_b_sonra">Sonra <a class="anchor" href="#lesson_b_sonra">"##))
        #expect(content.contains(
            ##"<div class="print-lesson lesson" id="lesson_a"><p class="kicker">Ders 2</p><h2 class="print-lesson-title">Döngüler</h2>"##
            + ##"<p><a href="#lesson_b">İlk ders</a> ve <a href="../en/a.html">İngilizcesi</a>.</p><h3 id="lesson_a_döngü">Döngü "##))
        // Two lessons' "Sonra" headings, one id each.
        #expect(content.contains(##"<h3 id="lesson_a_sonra">Sonra "##))
        #expect(parsed.ids.filter { $0.hasPrefix("lesson_") }.sorted()
            == ["lesson_a", "lesson_a_döngü", "lesson_a_sonra", "lesson_b", "lesson_b_sonra"])
        // Linked from the lesson index and beside every lesson; the English edition has its own.
        #expect(folder.read("site/temel/tr/index.html")?.contains(##"<h1>Temeller</h1><p class="print-link"><a href="print.html">Kursun tamamı tek sayfada</a></p>"##) == true)
        #expect(folder.read("site/temel/tr/a.html")?.contains(##"</ul></div><p class="print-link"><a href="print.html">Kursun tamamı tek sayfada</a></p></div>"##) == true)
        #expect(folder.read("site/temel/en/print.html")?.contains(##"<a href="#lesson_a">Loops</a>"##) == true)
        #expect(page.contains(##"<link rel="alternate" hreflang="en" href="../en/print.html" />"##))
        // Its lessons are in the sitemap and the search index already: as mdBook's, it asks not to be indexed.
        #expect(page.contains(##"<meta name="robots" content="noindex" />"##))
        #expect(folder.read("site/sitemap.xml")?.contains("temel/tr/a.html") == true)
        #expect(folder.read("site/sitemap.xml")?.contains("print.html") == false)
    }

    @Test func aLessonMayNotTakeTheIdOfThePrintPage() {
        writeCourse()
        folder.write("courses/temel/course.json", ##"{"title": {"tr": "Temeller"}, "sourceLanguage": "tr", "lessons": ["b", "a", "print"]}"##)
        folder.write("courses/temel/tr/03-print.md", "---\nid: print\ntitle: Yazdır\n---\n\nMetin.\n")
        let run = build()
        #expect(run.status == 1)
        #expect(run.err.contains("courses/temel/tr/03-print.md:2: error: lesson id 'print' is the name of a page every course has (print.html: the whole course on one page); choose another id"))
    }
}

/// A long course's lesson pages list the lessons around them, and link the rest of the
/// list (the lesson index) with how many lessons come before and after.
@Suite(.tags(.pagefind)) struct LongCourseLessonListTests {
    @Test func aPageOfAFortyOneLessonCourseListsFortyAndLinksTheOneLeftOut() throws {
        let folder = TemporaryDirectory("coursec-long-course")
        let ids = (1...41).map { String(format: "l%02d", $0) }
        folder.write("courses/uzun/course.json", #"{"title": {"en": "Long"}, "sourceLanguage": "en", "lessons": ["# + ids.map { "\"\($0)\"" }.joined(separator: ", ") + "]}")
        for (index, id) in ids.enumerated() {
            folder.write("courses/uzun/en/\(String(format: "%02d", index + 1))-\(id).md", "---\nid: \(id)\ntitle: Lesson \(index + 1)\n---\n\nText.\n")
        }
        let run = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates], in: folder.path)
        #expect(run.status == 0, "\(run.err)")
        func listed(_ page: String) throws -> [String] {
            let html = try String(contentsOfFile: folder.path + "/site/uzun/en/\(page).html", encoding: .utf8)
            let list = html.components(separatedBy: "course-lessons")[1].components(separatedBy: "</ul>")[0]
            return list.components(separatedBy: "<li").dropFirst().map { item in
                let text = item.components(separatedBy: ">").dropFirst(2).first?.components(separatedBy: "<").first ?? ""
                return text.trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        let first = try listed("l01")
        #expect(first.count == 41)
        #expect(first.prefix(2) == ["Lesson 1", "Lesson 2"])
        #expect(first.last == "1 lesson …")
        let last = try listed("l41")
        #expect(last.first == "… 1 lesson")
        #expect(last.suffix(2) == ["Lesson 40", "Lesson 41"])
        let html = try String(contentsOfFile: folder.path + "/site/uzun/en/l41.html", encoding: .utf8)
        #expect(html.contains(#"<li class="more-lessons"><a href="index.html">… 1 lesson</a></li>"#))
    }
}
