import CourseImport
import CoursecTestSupport
import Testing

/// A scraped block whose text says what it prints is tried at import, with the real
/// swiftc: it becomes `swift run` only when it prints that (docs/import.md, "Output evidence").
@Suite(.tags(.compiles)) struct OutputEvidenceTests {
    @Test func aTurkishLeadInMakesTheLinesAfterItTheBlocksOutput() throws {
        let (imported, body) = try Importing.tried("""
            Kalanlar

            Bölmeden kalanı yazdırın.

            let kalan = 17 % 5
            print("kalan: \\(kalan)")

            Program şunu yazdırır:

            kalan: 2

            Kalan her zaman bölenden küçüktür.
            """)
        #expect(body == """

            ```swift run
            let kalan = 17 % 5
            print("kalan: \\(kalan)")
            ```

            Program şunu yazdırır:

            ```output
            kalan: 2
            ```

            Kalan her zaman bölenden küçüktür.

            """)
        #expect(imported.findings.map(\.description) == [
            "test.txt:5: note: swift run: tried at import, it prints the line after 'Program şunu yazdırır:'",
        ])
    }

    @Test func aJapaneseLeadInSentenceAnnouncesTheLinesAfterIt() throws {
        let (imported, body) = try Importing.tried("""
            文字数

            文字列の長さを調べます。

            let name = "ことり"
            print(name.count)
            print(name.isEmpty)

            実行すると、次のように表示されます。

            3
            false

            文字は書記素クラスタで数えられます。
            """)
        #expect(body == """

            ```swift run
            let name = "ことり"
            print(name.count)
            print(name.isEmpty)
            ```

            実行すると、次のように表示されます。

            ```output
            3
            false
            ```

            文字は書記素クラスタで数えられます。

            """)
        #expect(imported.findings.map(\.description) == [
            "test.txt:5: note: swift run: tried at import, it prints the 2 lines after '実行すると、次のように表示されます。'",
        ])
    }

    @Test func afterALeadInLinesThatReadAsCodeAreOutputToo() throws {
        let (_, body) = try Importing.tried("""
            Sorting

            Sort a list.

            var scores = [30, 10, 20]
            scores.sort()
            print(scores)

            Output:

            [10, 20, 30]
            """)
        #expect(body == """

            ```swift run
            var scores = [30, 10, 20]
            scores.sort()
            print(scores)
            ```

            Output:

            ```output
            [10, 20, 30]
            ```

            """)
    }

    @Test func printedLinesRightAfterAFragmentMakeItARun() throws {
        let (imported, body) = try Importing.tried("""
            Counting Down

            Count down from three.

            for n in stride(from: 3, to: 0, by: -1) {
                print("t-\\(n)")
            }

            t-3
            t-2
            t-1

            Then the rocket leaves the pad for good.
            """)
        #expect(body == """

            ```swift run
            for n in stride(from: 3, to: 0, by: -1) {
                print("t-\\(n)")
            }
            ```

            ```output
            t-3
            t-2
            t-1
            ```

            Then the rocket leaves the pad for good.

            """)
        #expect(imported.findings.map(\.description) == ["test.txt:5: note: swift run: tried at import, it prints the 3 lines after it"])
    }

    @Test func inTextWithoutBlankLinesTheOutputEndsWhereWhatItPrintsEnds() throws {
        let (_, body) = try Importing.tried("""
            Doubling
            Double a number.
            Each call doubles its argument once.
            func double(_ x: Int) -> Int { x * 2 }
            print(double(21))
            42
            Doubling
            Doubling is the same as adding the number to itself.
            """)
        #expect(body == """

            Each call doubles its argument once.

            ```swift run
            func double(_ x: Int) -> Int { x * 2 }
            print(double(21))
            ```

            ```output
            42
            ```

            ## Doubling

            Doubling is the same as adding the number to itself.

            """)
    }

    @Test func bareCommentsBelowAPrintMakeAFragmentARunWhenItPrintsThem() throws {
        let (imported, body) = try Importing.tried("""
            Joining

            Join words with a separator.

            let words = ["a", "b", "c"]
            print(words.joined(separator: "-"))
            // a-b-c

            That is all joined keeps from the array.
            """)
        #expect(body == """

            ```swift run
            let words = ["a", "b", "c"]
            print(words.joined(separator: "-"))
            // a-b-c
            ```

            That is all joined keeps from the array.

            """)
        #expect(imported.findings.map(\.description) == ["test.txt:5: note: swift run: tried at import, it prints what its // comments say"])
    }

    @Test func aBlockThatPrintsSomethingElseStaysAsTodayAndIsReported() throws {
        let raw = """
            Kalanlar

            Bölmeden kalanı yazdırın.

            let kalan = 17 % 5
            print("kalan: \\(kalan)")

            Çıktı:

            kalan: 3

            Kalan her zaman bölenden küçüktür.
            """
        let (imported, body) = try Importing.tried(raw)
        #expect(body == Importing.body(try Importing.lesson(raw).imported.markdown))
        #expect(body.contains("```swift parse\nlet kalan = 17 % 5\n"))
        #expect(imported.findings.map(\.description) == [
            #"test.txt:5: note: stays swift parse: tried at import, it prints "kalan: 2", the lesson says "kalan: 3""#,
        ])
    }

    @Test func bareCommentsThatAreRemarksLeaveTheBlockAFragment() throws {
        let raw = """
            Greeting

            Greet someone.

            print("Hello")
            // the default terminator ends the line

            The line ends there.
            """
        let (imported, body) = try Importing.tried(raw)
        #expect(body.contains("```swift parse\nprint(\"Hello\")\n"))
        #expect(imported.findings.map(\.description) == [
            #"test.txt:5: note: stays swift parse: tried at import, it prints "Hello", the lesson says "the default terminator ends the line""#,
        ])
    }

    @Test func aBlockThatDoesNotCompileIsReportedWithSwiftcsErrorAtItsLine() throws {
        let (imported, body) = try Importing.tried("""
            Totals

            Add the prices.

            let prices = [2, 3]
            print(prices.reduce(0, +) + tax)

            5
            """)
        #expect(body.contains("```swift parse\nlet prices = [2, 3]\n"))
        #expect(imported.findings.map(\.description) == [
            "test.txt:5: note: stays swift parse: tried at import, it does not compile: cannot find 'tax' in scope (line 6)",
        ])
    }

    @Test func aMainSwiftWithALeadInBecomesARunWhenItPrintsTheLinesAfterIt() throws {
        let (_, body) = try Importing.tried("""
            Kalanlar

            Bölmeden kalanı yazdırın.

            // main.swift — kalan
            print(17 % 5)

            Çıktı:

            2
            """)
        #expect(body == """

            ```swift run
            // main.swift — kalan
            print(17 % 5)
            ```

            Çıktı:

            ```output
            2
            ```

            """)
    }

    @Test func outputThatReadsAsCodeIsNotTriedAsAProgramOfItsOwn() throws {
        let (imported, body) = try Importing.tried("""
            Quoting Code

            Print a line of Swift.

            print("print(3)")

            Output:

            print(3)

            3
            """)
        #expect(body == """

            ```swift run
            print("print(3)")
            ```

            Output:

            ```output
            print(3)
            ```

            ## 3

            """)
        #expect(imported.findings.map(\.description) == ["test.txt:5: note: swift run: tried at import, it prints the line after 'Output:'"])
    }

    @Test func aBlockIsTriedWithTheLessonsSupportFiles() throws {
        let (_, body) = try Importing.tried("""
            Shapes

            A square and its area.

            // Square.swift — the shape
            struct Square { var side: Int; var area: Int { side * side } }

            The program asks for the area.

            print(Square(side: 4).area)

            16
            """)
        #expect(body.contains("```swift run\nprint(Square(side: 4).area)\n```\n\n```output\n16\n```\n"))
    }
}

/// Without a trial (`coursec extract`, `import --no-trial`) nothing is taken for output on trust.
@Suite struct UntriedOutputEvidenceTests {
    @Test func withoutATrialABlockKeepsItsRoleAndTheFindingsSaySo() throws {
        let imported = try LessonImporter().importLesson(text: """
            Kalanlar

            Bölmeden kalanı yazdırın.

            let kalan = 17 % 5
            print("kalan: \\(kalan)")

            Çıktı:

            kalan: 2
            """, file: "test.txt", options: ImportOptions())
        #expect(Importing.body(imported.markdown).contains("```swift parse\n"))
        #expect(imported.findings.map(\.description) == [
            "test.txt:5: note: stays swift parse: not tried at import, so the lines after 'Çıktı:' are not taken for what it prints",
        ])
    }

    @Test func aLeadInAfterAMainSwiftIsNotItsFirstPrintedLine() throws {
        let imported = try Importing.lesson("""
            Kalanlar

            Bölmeden kalanı yazdırın.

            // main.swift — kalan
            print(17 % 5)

            Çıktı:

            2
            """)
        #expect(imported.lesson.blocks.map(\.role) == [.typecheck])
        #expect(imported.imported.findings.map(\.description) == [
            "test.txt:5: note: stays swift typecheck file=main.swift: not tried at import, so the lines after 'Çıktı:' are not taken for what it prints",
        ])
    }
}
