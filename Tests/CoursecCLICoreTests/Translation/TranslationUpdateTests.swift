import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

/// A source changes; the translator follows; `translate --update` records it.
@Suite struct TranslationUpdateTests {
    /// A finished English translation of a source under git, then the source's code changed.
    func fixtureWithChangedSourceCode() -> TranslationFixture {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        fixture.edit(fixture.source) {
            $0.replacingOccurrences(of: "count += 1", with: "count += 2").replacingOccurrences(of: "sayı: 1", with: "sayı: 2")
        }
        return fixture
    }

    @Test func aTranslationThatAppliedTheSourcesOwnChangeIsOutdatedNotDrifted() {
        let fixture = fixtureWithChangedSourceCode()
        fixture.edit(fixture.english) {
            $0.replacingOccurrences(of: "count += 1", with: "count += 2").replacingOccurrences(of: "sayı: 1", with: "sayı: 2")
        }
        #expect(fixture.englishState() == "outdated")
    }

    @Test func aTranslationThatDidNotFollowIsOutdatedUntilAcceptedThenDrifts() {
        let fixture = fixtureWithChangedSourceCode()
        #expect(fixture.englishState() == "outdated")
        #expect(CLIRun.run(["translate", fixture.source, "--to", "en", "--update"]).status == 1)
        #expect(fixture.englishState() == "outdated")
        #expect(CLIRun.run(["translate", fixture.source, "--to", "en", "--update", "--accept", "Giriş"]).status == 0)
        #expect(fixture.englishState() == "code-drift")
    }

    @Test func updateRefusesToRestampWhenOnlyTheSourcesProseChangedAndNameTheSections() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        let stamped = fixture.read(fixture.english)
        fixture.edit(fixture.source) {
            $0.replacingOccurrences(of: "Sayaç her çağrıda bir artar.", with: "Sayaç her çağrıda tam bir artar.")
                .replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.")
        }
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.status == 1)
        #expect(run.out == "")
        #expect(run.err == """
            \(fixture.english):3: error: not restamped: these sections changed in the source since the translation was stamped, \
            and are unchanged in it: 'Giriş', 'Özet'; translate them, or give --accept SECTION for each change that needs no \
            translation (a typo fix)

            """)
        #expect(fixture.read(fixture.english) == stamped)
    }

    @Test func updateRestampsOnceEveryChangedSectionIsTranslatedOrAccepted() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        fixture.edit(fixture.source) {
            $0.replacingOccurrences(of: "Sayaç her çağrıda bir artar.", with: "Sayaç her çağrıda tam bir artar.")
                .replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.")
        }
        // The translator commits work in progress: the translation as stamped is still the one compared.
        fixture.edit(fixture.english) {
            $0.replacingOccurrences(of: "The counter goes up by one on every call.", with: "The counter goes up by exactly one on every call.")
        }
        fixture.commit("Giriş translated")
        let half = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(half.status == 1)
        #expect(half.err.contains("and are unchanged in it: 'Özet'; translate them"))
        let new = LessonHash.of(fixture.read(fixture.source))
        let old = LessonHash.of(TranslationFixture.lesson)
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update", "--accept", "Özet"])
        #expect(run.err == "")
        #expect(run.status == 0)
        #expect(run.out == "updated \(fixture.english): translation-of tr \(old) → tr \(new); sections changed in the source since: 'Giriş', 'Özet' (accepted as needing no translation: 'Özet')\n")
        #expect(fixture.englishState() == "up-to-date")
    }

    @Test func aTranslationNeitherKeptNorCommittedAsStampedCannotBeToldTranslatedAndIsRefused() throws {
        let fixture = TranslationFixture()
        fixture.git("init", "-q")
        fixture.commit("source")
        _ = fixture.translate()
        fixture.finishTranslation()
        let hash = LessonHash.of(TranslationFixture.lesson)
        // A translation stamped before translate kept it; its source's text is committed.
        try FileManager.default.removeItem(atPath: fixture.courses + "/c/.translations/\(hash).en.md")
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.") }
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.status == 1)
        #expect(run.err == """
            \(fixture.english):3: error: not restamped: the translation as stamped with 'tr \(hash)' \
            is neither kept in .translations nor in git history, so coursec cannot tell whether these sections that changed in the source were translated: \
            'Özet'; translate them, or give --accept SECTION for each change that needs no translation (a typo fix)

            """)
    }

    @Test func withoutGitTheTranslationAsStampedIsKeptBesideTheCourse() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        // Stamped as finished: --update keeps the translation as it writes it.
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.") }
        #expect(CLIRun.run(["translate", fixture.source, "--to", "en", "--update", "--accept", "Özet"]).status == 0)
        let hash = LessonHash.of(fixture.read(fixture.source))
        #expect(fixture.read(fixture.courses + "/c/.translations/\(hash).en.md") == fixture.read(fixture.english))
        fixture.edit(fixture.source) {
            $0.replacingOccurrences(of: "Sayaç her çağrıda bir artar.", with: "Sayaç her çağrıda tam bir artar.")
                .replacingOccurrences(of: "Sayaç bir kez arttı.", with: "Sayaç bir kez daha arttı.")
        }
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "by one on every call", with: "by exactly one on every call") }
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.status == 1)
        #expect(run.err.contains(": error: not restamped: these sections changed in the source since the translation was stamped, and are unchanged in it: 'Özet'; "))
    }

    @Test func aRemovedSectionMustBeGoneAndANewOneWrittenBeforeTheRestamp() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "## Özet\n\nSayaç bir arttı.", with: "## Ek\n\nYeni bir bölüm.") }
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.status == 1)
        #expect(run.err.contains("and are unchanged in it: 'Ek (new)', 'Özet (removed)'; translate them"))
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "## Özet\n\nSayaç bir arttı.", with: "## Appendix\n\nA new section.") }
        let done = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(done.err == "")
        #expect(done.status == 0)
    }

    @Test func acceptingASectionThatDidNotChangeIsAUsageError() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.") }
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update", "--accept", "Giriş"])
        #expect(run.status == 64)
        #expect(run.err.hasPrefix("error: --accept 'Giriş' names no section that changed in the source since the translation (changed: 'Özet')\nusage: coursec translate "))
        let alone = CLIRun.run(["translate", fixture.source, "--to", "ja", "--accept", "Özet"])
        #expect(alone.status == 64)
        #expect(alone.err.hasPrefix("error: --accept goes with --update\n"))
    }

    @Test func updateRestampsTheHashAndNamesTheSectionsToReview() {
        let fixture = fixtureWithChangedSourceCode()
        fixture.edit(fixture.english) {
            $0.replacingOccurrences(of: "count += 1", with: "count += 2").replacingOccurrences(of: "sayı: 1", with: "sayı: 2")
        }
        let old = LessonHash.of(TranslationFixture.lesson)
        let new = LessonHash.of(fixture.read(fixture.source))
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.status == 0)
        #expect(run.out == "updated \(fixture.english): translation-of tr \(old) → tr \(new); sections changed in the source since: 'Giriş'\n")
        #expect(fixture.read(fixture.english).contains("\ntranslation-of: tr \(new)\n"))
        #expect(fixture.englishState() == "up-to-date")
        let again = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(again.out == "\(fixture.english): already follows the source as it is (tr \(new))\n")
    }

    @Test func updateWithoutATranslationIsAnError() {
        let fixture = TranslationFixture()
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.status == 1)
        #expect(run.err == "\(fixture.english): error: there is no 'en' translation of 'sayac' to update; run without --update to start one\n")
    }

    @Test func aMissingBlockIsReportedOnceNotAsEveryLaterBlockOutOfPlace() {
        let fixture = TranslationFixture()
        fixture.edit(fixture.source) { $0 + "\n\n```swift parse\nlet a = 1\n```\n\n```swift ignore\n...\n```\n" }
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) {
            $0.replacingOccurrences(of: "```swift run\nvar count = 0 // başlangıç\ncount += 1\nprint(\"sayı: \\(count)\")\n```\n\n```output\nsayı: 1\n```\n", with: "")
        }
        let json = try? JSONSerialization.jsonObject(with: Data(fixture.status().out.utf8)) as? [String: Any]
        let cell = ((json?["lessons"] as? [[String: Any]])?.first?["cells"] as? [String: [String: Any]])?["en"]
        #expect(cell?["state"] as? String == "code-drift")
        #expect(cell?["drift"] as? [String] == [
            "\(fixture.english):1: the 'run main.swift' block of the source (its line 12) is missing here, before the first block",
            "\(fixture.english):1: the 'output' block of the source (its line 18) is missing here, before the first block",
        ])
    }
}

@Suite struct TranslationFileMatchingTests {
    @Test func aLessonWhoseIdEndsAnotherIdIsNotTakenForItsTranslation() {
        let fixture = TranslationFixture()
        // "sayac" ends "yeni-sayac": that file is another lesson, not the translation.
        fixture.directory.write("c/en/02-yeni-sayac.md", "---\nid: yeni-sayac\ntitle: New counter\n---\n")
        let update = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(update.status == 1)
        #expect(update.err == "\(fixture.english): error: there is no 'en' translation of 'sayac' to update; run without --update to start one\n")
        #expect(fixture.directory.read("c/en/02-yeni-sayac.md") == "---\nid: yeni-sayac\ntitle: New counter\n---\n")
        #expect(CLIRun.run(["translate", fixture.source, "--to", "en"]).status == 0)
    }

    @Test func updateReadsATranslationsOutputCommentsWhereItsSourceHasItsOwn() {
        let fixture = TranslationFixture()
        fixture.edit(fixture.source) {
            $0.replacingOccurrences(of: "print(\"sayı: \\(count)\")\n```\n\n```output\nsayı: 1\n```\n", with: "print(\"sayı: \\(count)\") // Prints \"sayı: 1\".\n```\n")
        }
        // Its one output comment follows code on its line, which only the source's comment makes an output.
        fixture.directory.write("c/en/01-sayac.md", "---\nid: sayac\ntitle: Counter\ntranslation-of: tr 0123456789abcdef\n---\n\n```swift run\nvar count = 0 // start\ncount += 1\nprint(\"count: \\(count)\") // count: 1\n```\n")
        let run = CLIRun.run(["translate", fixture.source, "--to", "en", "--update"])
        #expect(run.err == "")
        #expect(run.status == 0)
    }
}
