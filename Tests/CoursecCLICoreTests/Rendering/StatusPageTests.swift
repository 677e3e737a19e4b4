import CoursecTestSupport
import Foundation
import Testing

/// `build --status-page`: the team's page of every lesson's state in every language.
@Suite(.tags(.compiles, .pagefind)) struct StatusPageTests {
    func rows(_ page: String) -> [String] {
        page.components(separatedBy: "<tr class=\"status-").dropFirst().map { String($0.prefix { $0 != "\n" }.split(separator: "</tr>")[0]) }
    }

    @Test func eachLanguageListsItsLessonsStateChangedSectionsAndListingsThatDoNotVerify() throws {
        var fixture = POFixture.turkishToJapanese()
        fixture.table["Sayı: 1"] = "数: 2"
        try fixture.translated()
        fixture.edit(fixture.sourceFile) { $0.replacingOccurrences(of: "Sayaç her\n", with: "Sayaç her bir\n") }
        let build = CLIRun.run(["build", "--status-page", "--allow-failures", "--courses", fixture.courses, "--out", fixture.folder.path + "/site"])
        #expect(build.status == 0, "\(build.err)")
        let page = fixture.read(fixture.folder.path + "/site/status/index.html")
        #expect(rows(page) == [
            #"outdated"><th scope="row"><a href="../sayac/ja/sayac.html">Bir sayaç</a> <code>sayac/sayac</code></th><td>translation outdated; changed in the original: <q>(introduction)</q></td><td>line 19</td>"#,
            #"original"><th scope="row"><a href="../sayac/tr/sayac.html">Bir sayaç</a> <code>sayac/sayac</code></th><td>original</td><td></td>"#,
        ])
        #expect(!fixture.read(fixture.folder.path + "/site/sitemap.xml").contains("status/"))
    }

    @Test func anUnfinishedTranslationSaysHowManyPartsAreLeftAndAMissingOneSaysSo() throws {
        let fixture = POFixture.turkishToJapanese()
        fixture.write()
        #expect(fixture.export().status == 0)
        // Nothing translated: every part marked (8 prose blocks, 3 listings, title and summary).
        #expect(CLIRun.run(["po", "import", fixture.poFile, "--courses", fixture.courses]).status == 0)
        fixture.folder.write("courses/sayac/tr/02-iki.md", "---\nid: iki\ntitle: İki\n---\n\nİkinci ders.\n")
        fixture.edit(fixture.courses + "/sayac/course.json") { $0.replacingOccurrences(of: #"["sayac"]"#, with: #"["sayac", "iki"]"#) }
        let build = CLIRun.run(["build", "--status-page", "--no-verify", "--courses", fixture.courses, "--out", fixture.folder.path + "/site"])
        #expect(build.status == 0, "\(build.err)")
        let page = fixture.read(fixture.folder.path + "/site/status/index.html")
        #expect(rows(page).prefix(2) == [
            // A draft is not published, so not linked.
            #"untranslated"><th scope="row">Bir sayaç <code>sayac/sayac</code></th><td>not yet translated: 13 of 13 parts still to translate</td><td></td>"#,
            #"missing"><th scope="row">İki <code>sayac/iki</code></th><td>no translation yet</td><td></td>"#,
        ])
    }
}
