import CoursecTestSupport
import Foundation
import Testing

/// `translate` carries a lesson's links over to the translation: a link to another
/// lesson leads to that lesson's translation and to the section that stands for the
/// one linked; where the translation has no such section yet, `status` says so at the line.
@Suite struct TranslationLinkTests {
    let directory = TemporaryDirectory("translation-links")
    var courses: String { directory.file("courses") }

    static let other = """
        ---
        id: fonksiyonlar
        title: Fonksiyonlar
        ---

        ## Çıktı

        Program ekrana yazar.

        ## Fonksiyon yazmak

        ```swift ignore
        func selam() {}
        ```

        """

    /// Line 8 holds the links.
    static let linking = """
        ---
        id: giris
        title: Giriş
        ---

        ## Başlangıç

        Önce [çıktıya](02-fonksiyonlar.md#çıktı) bak, [fonksiyonlara][f] geç, [başa](#başlangıç) dön; [ders](02-fonksiyonlar.md).

        [f]: 02-fonksiyonlar.md#fonksiyon-yazmak "Fonksiyonlar"

        """

    /// A Turkish course of two lessons, and the English translation of the second, its
    /// headings translated; `withFunctions: false` leaves out its second section.
    func course(withFunctions: Bool) {
        directory.write("courses/c/course.json", #"{"title": {"tr": "Kurs", "en": "Course"}, "sourceLanguage": "tr", "lessons": ["giris", "fonksiyonlar"]}"#)
        directory.write("courses/c/tr/01-giris.md", Self.linking)
        directory.write("courses/c/tr/02-fonksiyonlar.md", Self.other)
        _ = CLIRun.run(["translate", "c/fonksiyonlar", "--to", "en", "--courses", courses])
        var english = directory.read("courses/c/en/02-fonksiyonlar.md") ?? ""
        english = english.replacingOccurrences(of: "<!-- untranslated -->\n", with: "")
            .replacingOccurrences(of: "untranslated: title\n", with: "")
            .replacingOccurrences(of: "## Çıktı", with: "## Output")
            .replacingOccurrences(of: "## Fonksiyon yazmak", with: "## Writing functions")
        if !withFunctions { english = String(english[..<english.range(of: "## Writing functions")!.lowerBound]) }
        directory.write("courses/c/en/02-fonksiyonlar.md", english)
    }

    func errorLines(_ run: CLIRun) -> [String] {
        run.err.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    }

    @Test func translateLeadsEachLinkToTheSameLessonAndSectionInTheTranslation() {
        course(withFunctions: true)
        let run = CLIRun.run(["translate", "c/giris", "--to", "en", "--courses", courses])
        #expect(run.status == 0)
        let lines = (directory.read("courses/c/en/01-giris.md") ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.filter { $0.contains("](") || $0.hasPrefix("[f]:") } == [
            "Önce [çıktıya](02-fonksiyonlar.md#output) bak, [fonksiyonlara][f] geç, [başa](#başlangıç) dön; [ders](02-fonksiyonlar.md).",
            #"[f]: 02-fonksiyonlar.md#writing-functions "Fonksiyonlar""#,
        ])
        let status = CLIRun.run(["status", "--courses", courses])
        #expect(errorLines(status) == [])
        #expect(status.status == 0)
        var environment = ProcessInfo.processInfo.environment
        environment["COURSEC_PAGEFIND"] = Repository.path("bench/lib/no-search-index.sh")
        let build = CLIRun.run(
            ["build", "--no-verify", "--drafts", "--templates", Repository.templates, "--courses", courses, "--out", directory.file("site")],
            environment: environment)
        #expect(build.err == "")
        #expect(build.status == 0)
    }

    @Test func statusReportsALinkToASectionTheTranslationLacksAtItsLine() {
        course(withFunctions: false)
        _ = CLIRun.run(["translate", "c/giris", "--to", "en", "--courses", courses])
        let status = CLIRun.run(["status", "--courses", courses])
        #expect(status.status == 1)
        #expect(errorLines(status) == [
            "\(courses)/c/en/01-giris.md:12: error: link '02-fonksiyonlar.md#fonksiyon-yazmak' leads to no section: en/02-fonksiyonlar.md has no section for the 'tr' section 'Fonksiyon yazmak' (#fonksiyon-yazmak) yet: translate that section there, or link the lesson without '#fonksiyon-yazmak'",
        ])
    }

    @Test func aTranslatedHeadingsSourceAnchorPointsToItsOwnAnchor() {
        course(withFunctions: true)
        directory.write("courses/c/en/02-fonksiyonlar.md", (directory.read("courses/c/en/02-fonksiyonlar.md") ?? "")
            .replacingOccurrences(of: "Program ekrana yazar.", with: "See [the output](#çıktı) and [functions](#fonksiyon-yazmak)."))
        let status = CLIRun.run(["status", "--courses", courses])
        #expect(errorLines(status) == [
            "\(courses)/c/en/02-fonksiyonlar.md:9: error: link '#çıktı' leads to no section: this lesson has no '#çıktı'; did you mean '#output', its section for the 'tr' section 'Çıktı'?",
            "\(courses)/c/en/02-fonksiyonlar.md:9: error: link '#fonksiyon-yazmak' leads to no section: this lesson has no '#fonksiyon-yazmak'; did you mean '#writing-functions', its section for the 'tr' section 'Fonksiyon yazmak'?",
        ])
    }

    @Test func aLinkToALessonNotYetTranslatedSaysSoAtItsLine() {
        course(withFunctions: true)
        try? FileManager.default.removeItem(atPath: directory.file("courses/c/en/02-fonksiyonlar.md"))
        _ = CLIRun.run(["translate", "c/giris", "--to", "en", "--courses", courses])
        let status = CLIRun.run(["status", "--courses", courses])
        #expect(status.status == 1)
        #expect(errorLines(status) == [
            "\(courses)/c/en/01-giris.md:12: error: link '02-fonksiyonlar.md#çıktı' leads to the lesson 'fonksiyonlar', which has no 'en' version yet (tr/02-fonksiyonlar.md is its 'tr' one): translate it (coursec translate c/fonksiyonlar --to en), or link '../tr/02-fonksiyonlar.md'",
            "\(courses)/c/en/01-giris.md:12: error: link '02-fonksiyonlar.md#fonksiyon-yazmak' leads to the lesson 'fonksiyonlar', which has no 'en' version yet (tr/02-fonksiyonlar.md is its 'tr' one): translate it (coursec translate c/fonksiyonlar --to en), or link '../tr/02-fonksiyonlar.md'",
            "\(courses)/c/en/01-giris.md:12: error: link '02-fonksiyonlar.md' leads to the lesson 'fonksiyonlar', which has no 'en' version yet (tr/02-fonksiyonlar.md is its 'tr' one): translate it (coursec translate c/fonksiyonlar --to en), or link '../tr/02-fonksiyonlar.md'",
        ])
    }
}
