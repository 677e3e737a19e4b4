import CoursecTestSupport
import Foundation
import Testing

/// Links between lessons and to sections are checked when the lessons load, so
/// `verify` and `status` report a broken one at the lesson's line, in the names the
/// author wrote, with the lesson file or anchor that exists; `build` publishes a good
/// one as a link to the lesson's page and the heading's anchor.
@Suite struct LessonLinkTests {
    let directory = TemporaryDirectory("lesson-links")

    static let welcome = """
        ---
        id: hosgeldin
        title: Hoş geldin
        ---

        ## Çıktı

        Program ekrana yazar.

        ## Fonksiyon yazmak

        Bir fonksiyon yazalım.

        """

    /// A Turkish course of two lessons, the second's body being `body` (from line 6).
    @discardableResult
    func course(_ body: String) -> String {
        directory.write("courses/c/course.json", #"{"title": {"tr": "Kurs"}, "sourceLanguage": "tr", "lessons": ["hosgeldin", "yapilar"]}"#)
        directory.write("courses/c/tr/01-hosgeldin.md", Self.welcome)
        return directory.write("courses/c/tr/02-yapilar.md", "---\nid: yapilar\ntitle: Yapılar\n---\n\n" + body)
    }

    func errorLines(_ run: CLIRun) -> [String] {
        run.err.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    @Test func aBrokenLessonLinkAndBrokenSectionLinksAreReportedByVerifyAtTheLessonsLines() {
        course("""
            ## Giriş

            Önce [karşılama](01-hosgeldn.md) dersini oku.
            Sonra [çıktıya](01-hosgeldin.md#cikti) bak, [girişe](#giris) dön.

            """)
        let run = CLIRun.run(["verify", "courses"], in: directory.path)
        #expect(run.status == 1)
        #expect(errorLines(run) == [
            "\(directory.path)/courses/c/tr/02-yapilar.md:8: error: link '01-hosgeldn.md' leads to no lesson: there is no tr/01-hosgeldn.md; did you mean '01-hosgeldin.md'?",
            "\(directory.path)/courses/c/tr/02-yapilar.md:9: error: link '01-hosgeldin.md#cikti' leads to no section: tr/01-hosgeldin.md has no '#cikti'; did you mean '#çıktı'?",
            "\(directory.path)/courses/c/tr/02-yapilar.md:9: error: link '#giris' leads to no section: this lesson has no '#giris'; did you mean '#giriş'?",
        ])
    }

    @Test func statusReportsABrokenLinkAtItsLineAndMarksTheLessonAnError() {
        course("""
            Bkz. [fonksiyonlar](01-hosgeldin.md#fonksiyon-yazma) ve [ders](02-hosgeldin.md).

            """)
        let run = CLIRun.run(["status", "--courses", "courses"], in: directory.path)
        #expect(run.status == 1)
        #expect(errorLines(run) == [
            "\(directory.path)/courses/c/tr/02-yapilar.md:6: error: link '01-hosgeldin.md#fonksiyon-yazma' leads to no section: tr/01-hosgeldin.md has no '#fonksiyon-yazma'; did you mean '#fonksiyon-yazmak'?",
            "\(directory.path)/courses/c/tr/02-yapilar.md:6: error: link '02-hosgeldin.md' leads to no lesson: there is no tr/02-hosgeldin.md; did you mean '01-hosgeldin.md'?",
        ])
        #expect(run.out.contains("c/yapilar    error"))
    }

    @Test func aSectionFarFromEveryAnchorListsTheSectionsAndAMissingLanguageSaysSo() {
        course("""
            [a](01-hosgeldin.md#kapanis) [b](../en/01-hosgeldin.md)

            """)
        let run = CLIRun.run(["verify", "courses"], in: directory.path)
        #expect(errorLines(run) == [
            "\(directory.path)/courses/c/tr/02-yapilar.md:6: error: link '01-hosgeldin.md#kapanis' leads to no section: tr/01-hosgeldin.md has no '#kapanis' (its sections: '#çıktı', '#fonksiyon-yazmak')",
            "\(directory.path)/courses/c/tr/02-yapilar.md:6: error: link '../en/01-hosgeldin.md' leads to no lesson: this course has no lessons in 'en'",
        ])
    }

    /// Passes before the check existed too: it guards the check against refusing what the site publishes.
    @Test func aGoodLessonAndSectionLinkPassesAndLeadsToThePageAndAnchor() {
        course("""
            ## Giriş

            Sonra [çıktıya](01-hosgeldin.md#çıktı) bak, [girişe](#giriş) dön.

            """)
        #expect(errorLines(CLIRun.run(["verify", "courses"], in: directory.path)) == [])
        var environment = ProcessInfo.processInfo.environment
        environment["COURSEC_PAGEFIND"] = Repository.path("bench/lib/no-search-index.sh")
        let build = CLIRun.run(["build", "--no-verify", "--templates", Repository.templates, "--out", "site"], in: directory.path, environment: environment)
        #expect(build.err == "")
        #expect(build.status == 0)
        let page = directory.read("site/c/tr/yapilar.html") ?? ""
        #expect(page.contains(#"<a href="hosgeldin.html#çıktı">çıktıya</a>"#))
        #expect(page.contains(##"<a href="#giriş">girişe</a>"##))
        #expect((directory.read("site/c/tr/hosgeldin.html") ?? "").contains(#"id="çıktı""#))
    }
}
