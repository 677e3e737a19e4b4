import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

/// `status --diff LESSON --lang LANG`: the source's text as translated and now, per changed section.
@Suite struct StatusDiffTests {
    static func diff(_ fixture: TranslationFixture) -> String {
        """
        --- \(fixture.source)\t(as translated into en)
        +++ \(fixture.source)\t(now)
        @@ -22,3 +22,3 @@ Özet
         ## Özet
         \("")
        -Sayaç bir arttı.
        +Sayaç bir kez arttı.

        """
    }

    func changeTheSummary(_ fixture: TranslationFixture) {
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.") }
    }

    var store: (TranslationFixture) -> String { { $0.courses + "/c/" + TranslationStore.folderName } }

    @Test func withGitTheOldTextComesFromHistory() throws {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        try FileManager.default.removeItem(atPath: store(fixture))
        changeTheSummary(fixture)
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--diff", "c/sayac", "--lang", "en"])
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(run.out == Self.diff(fixture))
    }

    @Test func withoutGitTheOldTextComesFromTheStoreTranslateKeeps() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        #expect(fixture.read(store(fixture) + "/\(LessonHash.of(TranslationFixture.lesson)).md") == TranslationFixture.lesson)
        changeTheSummary(fixture)
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--diff", fixture.english, "--lang", "en"])
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(run.out == Self.diff(fixture))
    }

    @Test func jsonCarriesEachChangedSectionsOldAndNewTextAndDiff() throws {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        changeTheSummary(fixture)
        let json = try JSONSerialization.jsonObject(with: Data(fixture.status().out.utf8)) as? [String: Any]
        let cell = ((json?["lessons"] as? [[String: Any]])?.first?["cells"] as? [String: [String: Any]])?["en"]
        #expect(cell?["changedSections"] as? [String] == ["Özet"])
        let diffs = cell?["sectionDiffs"] as? [[String: Any]]
        #expect(diffs?.count == 1)
        #expect(diffs?.first?["section"] as? String == "Özet")
        #expect(diffs?.first?["old"] as? String == "## Özet\n\nSayaç bir arttı.")
        #expect(diffs?.first?["new"] as? String == "## Özet\n\nSayaç bir kez arttı.")
        #expect(diffs?.first?["diff"] as? String == "@@ -22,3 +22,3 @@ Özet\n ## Özet\n \n-Sayaç bir arttı.\n+Sayaç bir kez arttı.\n")
    }

    @Test func withoutGitOrStoreTheDiffIsAnErrorThatSaysWhy() throws {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        try FileManager.default.removeItem(atPath: store(fixture))
        changeTheSummary(fixture)
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--diff", "c/sayac", "--lang", "en"])
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == "\(fixture.english): error: the source text with hash \(LessonHash.of(TranslationFixture.lesson)) is neither kept in c/.translations nor in git history, so the changed sections cannot be named\n")
    }

    @Test func anUpToDateTranslationHasNothingToShow() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--diff", "c/sayac", "--lang", "en"])
        #expect(run.status == 0)
        #expect(run.out == "\(fixture.english): nothing changed in the source since it was translated\n")
    }

    @Test func diffWithoutLangIsAUsageError() {
        let fixture = TranslationFixture()
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--diff", "c/sayac"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: --diff LESSON and --lang LANG go together\nusage: coursec status "))
    }
}
