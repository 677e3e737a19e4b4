import CourseImport
import CourseModel
import CourseParsing
import CoursecTestSupport
import Testing

/// Scraped lessons state what code prints in more shapes than a caption: comments under a
/// loop, a lead-in after a sentence of explanation, printed lines that read as code; and
/// a scrape keeps tables and headings as text (docs/import.md, "Output evidence", "Prose").
@Suite(.tags(.compiles)) struct ScrapedEvidenceTests {
    /// Imported with its trial, and loaded as a lesson, so what it wrote is a lesson.
    private func tried(_ raw: String) throws -> (findings: [String], body: String) {
        let (imported, body) = try Importing.tried(raw)
        _ = try LessonParser(language: imported.language).parse(imported.markdown, file: "test.md")
        return (imported.findings.map(\.description), body)
    }

    @Test func bareCommentsBelowALoopOrAnIfWhoseBodyPrintsAreItsOutput() throws {
        let (findings, body) = try tried("""
            Greetings
            Say hello to everyone.
            Loop over the names:
            let names = ["Anna", "Alex"]
            for name in names { print("Hello, \\(name)!") }
            // Hello, Anna!
            // Hello, Alex!
            Each name gets its own line.
            var left = 2
            while left > 0 {
                print("left: \\(left)")
                left -= 1
            }
            // left: 2
            // left: 1
            The loop stops at zero.
            let score = 7
            if score > 5 { print("pass") } else { print("retry") }
            // pass
            Only one branch runs.
            """)
        #expect(body == """

            Loop over the names:

            ```swift run
            let names = ["Anna", "Alex"]
            for name in names { print("Hello, \\(name)!") }
            // Hello, Anna!
            // Hello, Alex!
            ```

            Each name gets its own line.

            ```swift run
            var left = 2
            while left > 0 {
                print("left: \\(left)")
                left -= 1
            }
            // left: 2
            // left: 1
            ```

            The loop stops at zero.

            ```swift run
            let score = 7
            if score > 5 { print("pass") } else { print("retry") }
            // pass
            ```

            Only one branch runs.

            """)
        #expect(findings == [
            "test.txt:4: note: swift run: tried at import, it prints what its // comments say",
            "test.txt:9: note: swift run: tried at import, it prints what its // comments say",
            "test.txt:17: note: swift run: tried at import, it prints what its // comments say",
        ])
    }

    @Test func aLeadInAfterASentenceOfExplanationAnnouncesLinesThatReadAsCode() throws {
        let (findings, body) = try tried("""
            Toplam

            Sayıları toplayın.

            var toplam = 0
            for sayi in 1...10 {
                toplam += sayi
            }
            print("TOPLAM=\\(toplam)")

            Bu döngü birden ona kadar sayıları toplar.

            Çıktı:

            TOPLAM=55

            Döngü bitince toplam yazılır.
            """)
        #expect(body == """

            ```swift run
            var toplam = 0
            for sayi in 1...10 {
                toplam += sayi
            }
            print("TOPLAM=\\(toplam)")
            ```

            Bu döngü birden ona kadar sayıları toplar.

            Çıktı:

            ```output
            TOPLAM=55
            ```

            Döngü bitince toplam yazılır.

            """)
        #expect(findings == ["test.txt:5: note: swift run: tried at import, it prints the line after 'Çıktı:'"])
    }

    @Test func aLeadInTwoSentencesOnIsTriedAndTheTrialDecides() throws {
        let (findings, body) = try tried("""
            Squares

            Square a few numbers.

            let squares = [1, 2, 3].map { $0 * $0 }
            print(squares)

            The closure runs once per element.

            It returns a new array and leaves the old one alone.

            The output is:

            [1, 4, 9]

            let cubes = [1, 2].map { $0 * $0 * $0 }
            print(cubes)

            Each number is raised to the third power here.

            The output is:

            [1, 9]
            """)
        #expect(body == """

            ```swift run
            let squares = [1, 2, 3].map { $0 * $0 }
            print(squares)
            ```

            The closure runs once per element.

            It returns a new array and leaves the old one alone.

            The output is:

            ```output
            [1, 4, 9]
            ```

            ```swift parse
            let cubes = [1, 2].map { $0 * $0 * $0 }
            print(cubes)
            ```

            Each number is raised to the third power here.

            The output is:

            ```swift parse
            [1, 9]
            ```

            """)
        #expect(findings == [
            "test.txt:5: note: swift run: tried at import, it prints the line after 'The output is:'",
            #"test.txt:16: note: stays swift parse: tried at import, it prints "[1, 8]", the lesson says "[1, 9]""#,
        ])
    }
}

/// Tables and headings a scrape kept as text.
@Suite struct ScrapedTextShapeTests {
    private func body(_ raw: String) throws -> String {
        let (imported, lesson) = try Importing.lesson(raw)
        _ = lesson
        return Importing.body(imported.markdown)
    }

    @Test func aTableWithOrWithoutItsOuterPipesIsATable() throws {
        #expect(try body("""
            Operatörler

            Aritmetik operatörler.

            Operatör | Kullanımı | Anlamı |
            ---|---|---|
            + | a + b | toplam |
            - | a - b | fark |

            | Name | Count |
            |:---|---:|
            | apples | 3 |
            | pears |

            Either | or, a pipe in a sentence is no table.
            """) == """

            | Operatör | Kullanımı | Anlamı |
            | --- | --- | --- |
            | \\+ | a + b | toplam |
            | \\- | a - b | fark |

            | Name | Count |
            | :--- | ---: |
            | apples | 3 |
            | pears |  |

            Either | or, a pipe in a sentence is no table.

            """)
    }

    @Test func aHeadingGluedToTheEndOfACommentIsSplitOffAsAfterABrace() throws {
        #expect(try body("""
            Grafikler
            Bir grafik çizin.
            import Charts
            let grafik = Chart() // iOS 16+Temizlik
            Grafik gidince eski görünümleri kaldırın.
            let a = 1 // Swift 5.9 or later
            let b = 2 // sürüm 2)Sonraki Adımlar
            Her adım bir öncekine dayanır.
            """) == """

            ```swift parse
            import Charts
            let grafik = Chart() // iOS 16+
            ```

            ## Temizlik

            Grafik gidince eski görünümleri kaldırın.

            ```swift parse
            let a = 1 // Swift 5.9 or later
            let b = 2 // sürüm 2)
            ```

            ## Sonraki Adımlar

            Her adım bir öncekine dayanır.

            """)
    }
}
