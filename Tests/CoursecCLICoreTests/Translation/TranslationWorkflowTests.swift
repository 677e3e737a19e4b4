import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

@Suite struct TranslationWorkflowTests {
    @Test func translateCopiesCodeVerbatimAndMarksEveryProseBlock() throws {
        let fixture = TranslationFixture()
        let run = fixture.translate()
        #expect(run.status == 0)
        #expect(run.out == "wrote \(fixture.english) (translation of \(fixture.source); translate the prose marked <!-- untranslated -->, then delete the markers)\n")
        #expect(fixture.read(fixture.english) == """
            ---
            id: sayac
            translation-of: tr \(LessonHash.of(TranslationFixture.lesson))
            title: Sayaç
            summary: Bir sayaç yazalım.
            order: 1
            untranslated: title summary
            ---

            <!-- untranslated -->
            ## Giriş

            <!-- untranslated -->
            Sayaç her çağrıda bir artar.

            ```swift run
            var count = 0 // başlangıç
            count += 1
            print("sayı: \\(count)")
            ```

            ```output
            sayı: 1
            ```

            <!-- untranslated -->
            ## Özet

            <!-- untranslated -->
            Sayaç bir arttı.
            """)
    }

    @Test func aFreshTranslationIsUntranslatedWithItsCount() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        let run = CLIRun.run(["status", "--courses", fixture.courses])
        #expect(run.status == 0)
        #expect(run.out == """
            lesson   en                tr
            c/sayac  untranslated (6)  original

            \(fixture.english): 6 blocks or fields still marked untranslated
            note: without git history, outdated sections are named only from the texts translate keeps in .translations/, and translate --update cannot check what was translated; start a repository in \((fixture.courses as NSString).deletingLastPathComponent): git init && git add -A && git commit -m 'Start the course'

            1 lesson × 2 languages: 1 original, 1 untranslated

            """)
        #expect(fixture.strictStatus().status == 1)
    }

    @Test func removingTheMarkersMakesItUpToDate() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        #expect(fixture.englishState() == "up-to-date")
        #expect(fixture.strictStatus().status == 0)
    }

    @Test func translatingCommentsAndStringLiteralsIsNotDrift() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) {
            $0.replacingOccurrences(of: "// başlangıç", with: "// start").replacingOccurrences(of: "\"sayı: ", with: "\"count: ")
        }
        #expect(fixture.englishState() == "up-to-date")
    }

    @Test func editingTheSourceMakesItOutdatedNamingTheChangedSection() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.") }
        #expect(fixture.englishState() == "outdated")
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--strict"])
        #expect(run.status == 1)
        #expect(run.out.contains("\(fixture.english): outdated: changed in the source since it was translated: 'Özet'\n"))
    }

    @Test func outdatedNamesTheTextBeforeTheFirstHeadingAsTheIntroductionAndMarksNewSections() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        // The site names the heading-less opening in each page's own words, so status
        // calls it by a fixed name, never by the lesson's title in the source language.
        fixture.edit(fixture.source) {
            $0.replacingOccurrences(of: "## Giriş\n", with: "Önce bir söz.\n\n## Giriş\n") + "\n\n## Ek\n\nYeni.\n"
        }
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--strict"])
        #expect(run.out.contains("\(fixture.english): outdated: changed in the source since it was translated: '(introduction) (new)', 'Özet', 'Ek (new)'\n"))
    }

    @Test func inAGitRepositoryStatusSaysNothingAboutStartingOne() {
        let fixture = TranslationFixture()
        fixture.finishedTranslationOfACommittedSource()
        let run = CLIRun.run(["status", "--courses", fixture.courses])
        #expect(run.status == 0)
        #expect(!run.out.contains("note:"))
    }

    @Test func outsideGitStatusSaysOnceHowToStartARepository() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.source) { $0 + "\n\nYeni paragraf.\n" }
        let run = CLIRun.run(["status", "--courses", fixture.courses])
        let notes = run.out.split(separator: "\n").filter { $0.hasPrefix("note: ") }
        #expect(notes == ["note: without git history, outdated sections are named only from the texts translate keeps in .translations/, and translate --update cannot check what was translated; start a repository in \((fixture.courses as NSString).deletingLastPathComponent): git init && git add -A && git commit -m 'Start the course'"])
    }

    @Test func theNoteNamesTheCurrentFolderWhenTheCoursesFolderIsInIt() throws {
        let directory = TemporaryDirectory("note")
        directory.write("courses/c/course.json", #"{"title": {"tr": "Sayaçlar"}, "sourceLanguage": "tr", "lessons": ["sayac"]}"#)
        directory.write("courses/c/tr/01-sayac.md", TranslationFixture.lesson)
        _ = try BuiltExecutable.run(["translate", "c/sayac", "--to", "en"], in: directory.path)
        let run = try BuiltExecutable.run(["status"], in: directory.path)
        #expect(run.out.contains("; start a repository in .: git init && git add -A"))
    }

    @Test func editingTheSourceOutsideGitIsOutdatedAndSaysWhySectionsAreUnnamed() throws {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        // A translation made before translate kept its source's text beside the course.
        try FileManager.default.removeItem(atPath: fixture.courses + "/c/.translations")
        fixture.edit(fixture.source) { $0 + "\n\nYeni paragraf.\n" }
        #expect(fixture.englishState() == "outdated")
        let run = CLIRun.run(["status", "--courses", fixture.courses])
        #expect(run.out.contains("is neither kept in c/.translations nor in git history, so the changed sections cannot be named"))
    }

    @Test func editingTheSourceOutsideGitNamesTheChangedSectionFromTheKeptText() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.source) { $0.replacingOccurrences(of: "Sayaç bir arttı.", with: "Sayaç bir kez arttı.") }
        let run = CLIRun.run(["status", "--courses", fixture.courses])
        #expect(run.out.contains("\(fixture.english): outdated: changed in the source since it was translated: 'Özet'\n"))
    }

    /// Status does not object to a translated literal; that verify then fails in that
    /// language only, when the output depends on it, is SnippetVerificationTests' TranslationTests.
    @Test func translatingAStringLiteralLeavesTheTranslationUpToDate() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "print(\"sayı: ", with: "print(\"count: ") }
        #expect(fixture.englishState() == "up-to-date")
    }

    @Test func changingCodeOutsideCommentsAndStringsIsCodeDrift() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "count += 1", with: "count += 2") }
        #expect(fixture.englishState() == "code-drift")
        let run = CLIRun.run(["status", "--courses", fixture.courses, "--strict"])
        #expect(run.status == 1)
        #expect(run.out.contains("\(fixture.english):13: the 'run main.swift' block differs from the source outside comments and string literals (code-drift)\n"))
    }

    @Test func changingAnOutputTheSourceDidNotChangeIsCodeDrift() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        fixture.edit(fixture.english) { $0.replacingOccurrences(of: "```output\nsayı: 1", with: "```output\ncount: 1") }
        #expect(fixture.englishState() == "code-drift")
    }

    @Test func translateRefusesToOverwriteAnExistingTranslation() {
        let fixture = TranslationFixture()
        _ = fixture.translate()
        fixture.finishTranslation()
        let before = fixture.read(fixture.english)
        let run = fixture.translate()
        #expect(run.status == 1)
        #expect(run.err == "\(fixture.english): error: a 'en' translation of 'sayac' already exists; edit it, or delete it to start again\n")
        #expect(fixture.read(fixture.english) == before)
    }

    @Test func aLessonCanBeNamedAsCourseSlashId() {
        let fixture = TranslationFixture()
        let run = CLIRun.run(["translate", "c/sayac", "--to", "ja", "--courses", fixture.courses])
        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: fixture.courses + "/c/ja/01-sayac.md"))
    }

    @Test func statusJSONListsEveryCellWithMissingOnesHonestly() {
        let fixture = TranslationFixture()
        _ = CLIRun.run(["translate", "c/sayac", "--to", "ja", "--courses", fixture.courses])
        let run = fixture.status()
        #expect(run.status == 0)
        let hash = LessonHash.of(TranslationFixture.lesson)
        _ = hash
        #expect(run.out == """
            {
              "languages": [
                "ja",
                "tr"
              ],
              "lessons": [
                {
                  "course": "c",
                  "id": "sayac",
                  "title": "Sayaç",
                  "cells": {
                    "ja": {
                      "state": "untranslated",
                      "file": "\(fixture.courses)/c/ja/01-sayac.md",
                      "from": "tr",
                      "untranslated": 6,
                      "changedSections": [],
                      "drift": [],
                      "sectionDiffs": [],
                      "terms": []
                    },
                    "tr": {
                      "state": "original",
                      "file": "\(fixture.courses)/c/tr/01-sayac.md",
                      "terms": []
                    }
                  }
                }
              ]
            }

            """)
    }
}
