import CourseTranslation
import CoursecTestSupport
import Foundation
import Testing

/// `po export` and `po import` with gettext's own tools between them: msgfmt checks what
/// coursec writes, msgfilter translates it as a translator's tool would, msgmerge and
/// msgattrib work on it as translation teams do.
@Suite struct POWorkflowTests {
    /// Export, translate with msgfilter, import: the translation is the hand-made one, byte for byte.
    func roundTrip(_ fixture: POFixture) throws {
        fixture.write()
        let export = fixture.export()
        #expect(export.status == 0)
        #expect(export.err == "")
        let translated = fixture.folder.path + "/translated.po"
        let filter = try fixture.translate(fixture.poFile, into: translated)
        #expect(filter.status == 0, "\(filter.outputText)")
        let run = CLIRun.run(["po", "import", translated, "--courses", fixture.courses])
        #expect(run.err == "")
        #expect(run.status == 0)
        let messages = Set(fixture.table.keys).count
        #expect(run.out == "wrote \(fixture.translationFile) from \(translated): \(messages) of \(messages) messages translated; translation-of \(fixture.sourceLanguage) \(LessonHash.of(fixture.read(fixture.sourceFile)))\n")
        #expect(fixture.read(fixture.translationFile) == fixture.expectedTranslation)
        // The translation is current, with nothing left to translate and no drift.
        let status = CLIRun.run(["status", "--strict", "--courses", fixture.courses])
        #expect(status.status == 0, "\(status.out)\(status.err)")
    }

    @Test func aTurkishLessonComesBackFromJapanesePOAsTheHandMadeTranslation() throws {
        try roundTrip(.turkishToJapanese())
    }

    @Test func anEnglishLessonComesBackFromTurkishPOAsTheHandMadeTranslation() throws {
        try roundTrip(.englishToTurkish())
    }

    @Test func msgfmtAcceptsTheExportAndCountsWhatCoursecCounts() throws {
        let fixture = POFixture.turkishToJapanese()
        fixture.write()
        // Half translated: the translation written by hand, then the source changed in one paragraph.
        try roundTrip(fixture)
        fixture.edit(fixture.sourceFile) { $0.replacingOccurrences(of: "Her çağrı bir ekler.", with: "Her çağrı bir tane ekler.") }
        fixture.edit(fixture.sourceFile) { $0 + "\nYeni bir paragraf.\n" }
        let export = fixture.export()
        #expect(export.status == 0)
        #expect(export.out == "po/ja/sayac/01-sayac.po: 19 translated messages, 1 fuzzy translation, 1 untranslated message.\n"
            .replacingOccurrences(of: "po/", with: fixture.folder.path + "/po/"))
        let msgfmt = try fixture.gettext("msgfmt", ["--check", "--statistics", "-o", "/dev/null", fixture.poFile])
        #expect(msgfmt.status == 0)
        #expect(msgfmt.outputText == "19 translated messages, 1 fuzzy translation, 1 untranslated message.\n")
    }

    @Test func oneChangedSourceParagraphMakesOnlyItsMessageFuzzyWithTheOldText() throws {
        let fixture = POFixture.englishToTurkish()
        try roundTrip(fixture)
        fixture.edit(fixture.sourceFile) { $0.replacingOccurrences(of: "A greeting is a string built from a name.", with: "A greeting is a string made from a name.") }
        #expect(fixture.export().status == 0)
        let fuzzy = try fixture.gettext("msgattrib", ["--only-fuzzy", "--no-wrap", fixture.poFile])
        #expect(fuzzy.status == 0)
        // The header and the one fuzzy message, nothing else.
        #expect(fuzzy.outputText.components(separatedBy: "\nmsgid ").count == 2)
        #expect(fuzzy.outputText.hasSuffix("""
            #: courses/greeting/en/01-greeting.md:8
            #, fuzzy
            #| msgid "A greeting is a string built from a name."
            msgid "A greeting is a string made from a name."
            msgstr "Selam, bir addan kurulan bir metindir."

            """))
        let catalog = try POFile.read(fixture.poFile)
        #expect(catalog.statistics.fuzzy == 1)
        #expect(catalog.statistics.untranslated == 0)
    }

    /// The lesson exported and translated (the PO file it returns), then its FAQ answer changed to `answer`.
    func translatedExportOfAChangedSource(_ fixture: POFixture, answer: String) throws -> String {
        fixture.write()
        #expect(fixture.export().status == 0)
        let translated = fixture.folder.path + "/translated.po"
        #expect(try fixture.translate(fixture.poFile, into: translated).status == 0)
        fixture.edit(fixture.sourceFile) { $0.replacingOccurrences(of: "Hayır, bu derste yalnız artar.", with: answer) }
        return translated
    }

    @Test func msgmergeOfAnOldTranslationIntoANewExportKeepsItsTranslations() throws {
        let fixture = POFixture.turkishToJapanese()
        let old = try translatedExportOfAChangedSource(fixture, answer: "Hayır, bu derste sayaç yalnız artar.")
        // A new export with no translation in the course yet: every message empty.
        #expect(fixture.export().status == 0)
        let merged = fixture.folder.path + "/merged.po"
        let merge = try fixture.gettext("msgmerge", ["--quiet", "--previous", "-o", merged, old, fixture.poFile])
        #expect(merge.status == 0, "\(merge.outputText)")
        let statistics = try fixture.gettext("msgfmt", ["--check", "--statistics", "-o", "/dev/null", merged])
        #expect(statistics.outputText == "19 translated messages, 1 fuzzy translation.\n")
        let fuzzy = try fixture.gettext("msgattrib", ["--only-fuzzy", "--no-wrap", "--no-location", merged])
        #expect(fuzzy.outputText.hasSuffix("""
            #, fuzzy
            #| msgid "Hayır, bu derste yalnız artar."
            msgid "Hayır, bu derste sayaç yalnız artar."
            msgstr "いいえ、この課では増えるだけです。"

            """))
        #expect(fuzzy.outputText.components(separatedBy: "\nmsgid ").count == 2)
    }

    @Test func importOfAnOlderPOReportsWhatTheSourceNoLongerHasAndDoesNotStamp() throws {
        let fixture = POFixture.turkishToJapanese()
        let translated = try translatedExportOfAChangedSource(fixture, answer: "Hayır.")
        let run = CLIRun.run(["po", "import", translated, "--courses", fixture.courses])
        #expect(run.status == 0)
        #expect(run.err == "\(translated): warning: this message is no longer in the source (it stood at courses/sayac/tr/01-sayac.md:46), so it is not imported: \"Hayır, bu derste yalnız artar.\"\n")
        #expect(run.out == "wrote \(fixture.translationFile) from \(translated): 19 of 20 messages translated; not stamped: 1 message fuzzy or untranslated, marked <!-- untranslated -->\n")
        #expect(fixture.read(fixture.translationFile).hasSuffix("### カウンターは減りますか？\n\n<!-- untranslated -->\nHayır.\n"))
        let status = CLIRun.run(["status", "--courses", fixture.courses])
        #expect(status.out.contains("sayac/sayac  untranslated (1)  original"))
    }

    @Test func aPOFileWithASyntaxErrorIsReportedAtTheLineMsgfmtGives() throws {
        let fixture = POFixture.turkishToJapanese()
        fixture.write()
        let broken = fixture.folder.write("broken.po", "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"c\"\nmsgstr \"d\n")
        let run = CLIRun.run(["po", "import", broken, "--courses", fixture.courses])
        #expect(run.status == 1)
        #expect(run.err.hasPrefix("\(broken):6: error: end-of-line within string\n"))
        #expect(try fixture.gettext("msgfmt", ["-o", "/dev/null", broken]).outputText.hasPrefix("\(broken):6: end-of-line within string\n"))
        #expect(!FileManager.default.fileExists(atPath: fixture.translationFile))
    }
}

/// A translation imported from a PO file is verified like any other.
@Suite(.tags(.compiles)) struct POVerificationTests {
    @Test func aTranslatedOutputCommentThatDisagreesFailsAtItsLessonLine() throws {
        var fixture = POFixture.turkishToJapanese()
        fixture.table["Sayı: 1"] = "数: 2"
        try fixture.translated()
        let run = CLIRun.run(["verify", "--courses", fixture.courses, fixture.translationFile])
        #expect(run.status == 1)
        // The source's line 18 (the PO message's `#:`), one further down in the translation for its `translation-of`.
        #expect(run.err.hasPrefix("\(fixture.translationFile):19: error: output differs from what the snippet prints"), "\(run.err)")
    }
}

/// A translation that would break the lesson is refused, said, and left for the translator.
@Suite struct POImportRefusalTests {
    @Test func aTranslationThatWouldBreakItsListingOrLineIsRefusedAndTheRestImported() throws {
        var fixture = POFixture.turkishToJapanese()
        fixture.table["Sayı: \\(sayi)"] = "数\": \\(sayi)"
        fixture.table["Sayacı kurmak"] = "カウンターを\n作る"
        fixture.write()
        #expect(fixture.export().status == 0)
        let translated = fixture.folder.path + "/translated.po"
        #expect(try fixture.translate(fixture.poFile, into: translated).status == 0)
        let run = CLIRun.run(["po", "import", translated, "--courses", fixture.courses])
        #expect(run.status == 0)
        // The unescaped quote ends the literal early: the whole listing keeps the source's text.
        let listing = "the translated strings and comments of its listing (line 13) change the listing's code (a quote or a line break in one?), so the listing keeps the source's"
        #expect(run.err == """
            \(translated): warning: the translation of "Sayacı kurmak" (courses/sayac/tr/01-sayac.md:11) is not imported: its translation has a line break, which would end the line it stands on in the lesson
            \(translated): warning: the translation of "Sayıyı bir artır" (courses/sayac/tr/01-sayac.md:15) is not imported: \(listing)
            \(translated): warning: the translation of "Sayı: \\(sayi)" (courses/sayac/tr/01-sayac.md:17) is not imported: \(listing)
            \(translated): warning: the translation of "Sayı: 1" (courses/sayac/tr/01-sayac.md:18) is not imported: \(listing)

            """)
        let lesson = fixture.read(fixture.translationFile)
        #expect(lesson.contains("<!-- untranslated -->\n## Sayacı kurmak\n\n<!-- untranslated -->\n```swift run group=sayac\nvar sayi = 0\n// Sayıyı bir artır\n"))
        #expect(lesson.contains("> Note: カウンターは\n> 増えるだけです。"))
    }
}

/// The repository's own courses: their translations, exported, removed and imported again.
@Suite struct PORepositoryCoursesTests {
    /// Where the English translation of the lesson a PO file names is.
    func translation(of poFile: String, in courses: String) throws -> String {
        let course = try POFile.read(poFile)["X-Coursec-Course"] ?? ""
        return "\(courses)/\(course)/en/\((poFile as NSString).lastPathComponent.dropLast(3)).md"
    }

    @Test func everyEnglishTranslationOfTheCoursesComesBackFromItsPOFileByteForByte() throws {
        let folder = TemporaryDirectory("coursec-po-courses")
        let courses = folder.path + "/courses"
        try FileManager.default.copyItem(atPath: Repository.path("courses"), toPath: courses)
        let export = CLIRun.run(["po", "export", "--lang", "en", "--courses", courses])
        #expect(export.status == 0)
        var files = export.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        // The glossary's, last: its English comes back too, in the layout the file has.
        let glossaryPO = files.removeLast()
        #expect(glossaryPO == folder.path + "/po/en/glossary.po")
        #expect(files.count >= 4)
        let lessons = try files.map { try translation(of: $0, in: courses) }
        let before = try lessons.map { try String(contentsOfFile: $0, encoding: .utf8) }
        for lesson in lessons { try FileManager.default.removeItem(atPath: lesson) }
        for file in files { #expect(CLIRun.run(["po", "import", file, "--courses", courses]).status == 0) }
        #expect(try lessons.map { try String(contentsOfFile: $0, encoding: .utf8) } == before)
        let glossary = courses + "/glossary.json"
        let glossaryBefore = try String(contentsOfFile: glossary, encoding: .utf8)
        let run = CLIRun.run(["po", "import", glossaryPO, "--courses", courses])
        #expect(run.err == "")
        #expect(try String(contentsOfFile: glossary, encoding: .utf8) == glossaryBefore)
    }
}
