import CourseImport
import Testing

/// The FAQ, quiz and lesson-list sections, found by structure and the table of heading words.
@Suite struct SectionTests {
    @Test func marksTheQuizFAQAndLessonListOfAnEnglishLesson() throws {
        let (imported, lesson) = try Importing.lesson("""
            Using Optionals
            Handle missing values safely.
            This is lesson 2 of 5 in the course, free to read in full.
            Quick Check
            Which keyword unwraps an optional safely in a condition?
            Lesson Summary
            Optionals make a missing value explicit in the type.
            Frequently Asked Questions
            Is force unwrapping ever safe?
            Yes, when the value was checked just before.
            All lessons in this course
            - Basics
            - Using Optionals
            """)
        #expect(imported.language == "en")
        #expect(imported.order == 2)
        #expect(imported.id == "using-optionals")
        #expect(lesson.summary == "Handle missing values safely.")
        #expect(lesson.quizzes.map(\.question) == ["Which keyword unwraps an optional safely in a condition?"])
        #expect(imported.markdown.contains("\n<!-- faq -->\n## Frequently Asked Questions\n\n### Is force unwrapping ever safe?\n\n"))
        #expect(lesson.faq.map(\.question) == ["Is force unwrapping ever safe?"])
        #expect(lesson.faq.map { $0.answer.map(\.plainText) } == [["Yes, when the value was checked just before."]])
        #expect(imported.markdown.hasSuffix("\n<!-- lessons -->\n## All lessons in this course\n\n- Basics\n- Using Optionals\n"))
    }

    @Test func leavesOutFAQEntriesAboutTheSourcePlatformAndKeepsTheLessonsOwn() throws {
        let (imported, lesson) = try Importing.lesson("""
            Koordinatörler
            Gezinmeyi merkezileştirin.
            Koordinatör, gezinme akışını yönetir.
            Sıkça Sorulan Sorular
            Bu ders ücretsiz mi?
            Evet. Etkileşimli pratik için PRO'ya yükselt.
            Alt koordinatör ne zaman kaldırılır?
            Akışı bittiğinde, üst koordinatörün dizisinden.
            Bu derste kod yazabilir miyim?
            Evet, yerleşik kod editörü ve yapay zeka koçu ile.
            Ders kaçıncı ders?
            Bu, 4 dersinin 3. dersidir.
            """)
        #expect(lesson.faq.map(\.question) == ["Alt koordinatör ne zaman kaldırılır?"])
        #expect(!imported.markdown.contains("PRO"))
        #expect(!imported.markdown.contains("editörü"))
    }

    @Test func dropsTheFAQHeadingWhenEveryEntryWasThePlatforms() throws {
        let (imported, lesson) = try Importing.lesson("""
            Optionals
            Handle missing values.
            An optional may hold no value.
            Frequently Asked Questions
            Can I run code here?
            Yes, with the built-in code editor and instant AI feedback.
            """)
        #expect(lesson.faq.isEmpty)
        #expect(!imported.markdown.contains("<!-- faq -->"))
        #expect(!imported.markdown.contains("Frequently Asked Questions"))
    }

    @Test func foldsTurkishLettersIntoTheIdAndDetectsTheLanguage() throws {
        let imported = try Importing.lesson("""
            İleri Düzey Ağ Çağrıları Şöyle

            Bu ders, 6 dersinin 4. dersidir.
            """).imported
        #expect(imported.id == "ileri-duzey-ag-cagrilari-soyle")
        #expect(imported.language == "tr")
        #expect(imported.order == 4)
        #expect(imported.fileName == "04-ileri-duzey-ag-cagrilari-soyle.md")
    }

    @Test func takesOptionsOverWhatTheTextSays() throws {
        let imported = try Importing.lesson("Title Here\n\nSome text for the lesson body here.\n",
                                            options: ImportOptions(language: "de", id: "eigene-id", order: 12)).imported
        #expect(imported.language == "de")
        #expect(imported.fileName == "12-eigene-id.md")
    }

    @Test func escapesProseThatLooksLikeMarkdown() throws {
        let lines = [
            "Multiply a * b and keep snake_case names, but _this_ is not emphasis.",
            "1. This line starts like an ordered list but is prose here.",
            "# Not a heading either, just text that starts with a hash sign.",
            "Tags like <b>bold</b> stay text, and so do [brackets](links) and `ticks`.",
        ]
        let (_, lesson) = try Importing.lesson((["Escapes", "", "Text that looks like Markdown."] + lines).joined(separator: "\n\n"))
        #expect(lesson.document.children.map(\.plainText) == lines)
    }
}
