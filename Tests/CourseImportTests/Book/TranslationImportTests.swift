import CourseImport
import CourseModel
import CourseTranslation
import Foundation
import Testing

/// A translated book imported as translations of the lessons its original became.
@Suite struct TranslationImportTests {
    /// The original, a catalog of two chapters, imported and saved; then the translation's folder.
    private func originalAndTranslation() throws -> BookFixture {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["FishAndFrogs", "Water"])
        book.write("Pond.docc/FishAndFrogs.md", """
            # Fish and Frogs

            Who lives here.

            ```swift
            let frogs = 2
            print(frogs)
            // Prints "2"
            ```

            <!--
              - test: `census`

              ```swifttest
              >> let fish = 3
              -> let frogs = 2
              -> print(frogs)
              <- 2
              ```
            -->

            ```swift
            frogs = 3
            ```

            <!--
              - test: `census`

              ```swifttest
              -> frogs = 3
              !$ error: cannot assign to value: 'frogs' is a 'let' constant
              !! frogs = 3
              ```
            -->

            """)
        book.write("Pond.docc/Water.md", "# Water\n\nWet.\n")
        book.save(try book.importBook(["Pond.docc"]))
        book.write("ja/SUMMARY.md", "* [魚とカエル](guide/frogs-and-fish.md)\n* [水](guide/mizu.md)\n* [泥](guide/mud.md)\n")
        return book
    }

    @Test func aTextOrUnlabelledFenceHoldingTheOriginalsSwiftListingIsThatListing() throws {
        let book = try originalAndTranslation()
        book.write("ja/guide/frogs-and-fish.md", """
            # 魚とカエル\\(Fish and Frogs\\)

            ここに住むもの。

            ```text
            let frogs = 2 // カエル
            print(frogs)
            // 2
            ```

            変更はできません:

            ```
            frogs = 3
            ```

            ```text
            frogs = 4
            ```

            """)
        book.write("ja/guide/mizu.md", "# 水\\(Water\\)\n\n濡れている。\n")
        book.write("ja/guide/mud.md", "# 泥\n\n泥。\n")
        let imported = try book.importBook(["ja"], language: "ja", translationOf: "en")
        #expect(imported.body("book/ja/01-fish-and-frogs.md") == """
            ここに住むもの。

            ```swift setup group=census source=5
            let fish = 3
            ```

            ```swift run group=census source=5
            let frogs = 2 // カエル
            print(frogs)
            // 2
            ```

            変更はできません:

            <!-- error 1: cannot assign to value: 'frogs' is a 'let' constant -->
            ```swift compile-error group=census source=13
            frogs = 3
            ```

            ```text
            frogs = 4
            ```

            """)
        #expect(imported.report.chapters[0].findings.map(\.description) == [
            "guide/frogs-and-fish.md:5: note: a listing of the original fenced here as text (the book's defect): imported as the original's swift listing",
            "guide/frogs-and-fish.md:13: note: a listing of the original fenced here as text (the book's defect): imported as the original's swift listing",
        ])
    }

    @Test func aChapterPairedByFileNameCarriesTheOriginalsGroupsSetupAndErrors() throws {
        let book = try originalAndTranslation()
        book.write("ja/guide/frogs-and-fish.md", """
            # 魚とカエル\\(Fish and Frogs\\)

            ここに住むもの。

            ```swift
            let frogs = 2
            print(frogs)
            // 2
            ```

            変更はできません:

            ```swift
            // 定数です
            frogs = 3
            ```

            """)
        book.write("ja/guide/mizu.md", "# 水\\(Water\\)\n\n濡れている。\n")
        book.write("ja/guide/mud.md", "# 泥\n\n泥。\n")
        let imported = try book.importBook(["ja"], language: "ja", translationOf: "en")
        let original = try #require(FileManager.default.contents(atPath: book.path("courses/book/en/01-fish-and-frogs.md")))
        let hash = LessonHash.of(String(decoding: original, as: UTF8.self))
        #expect(imported.files.map(\.path) == ["book/ja/01-fish-and-frogs.md", "book/ja/02-water.md", "book/ja/03-mud.md", "book/course.json"])
        #expect(imported.text("book/ja/01-fish-and-frogs.md") == """
            ---
            id: fish-and-frogs
            translation-of: en \(hash)
            title: 魚とカエル(Fish and Frogs)
            summary: ここに住むもの。
            order: 1
            source: guide/frogs-and-fish.md
            ---

            ここに住むもの。

            ```swift setup group=census source=5
            let fish = 3
            ```

            ```swift run group=census source=5
            let frogs = 2
            print(frogs)
            // 2
            ```

            変更はできません:

            <!-- error 2: cannot assign to value: 'frogs' is a 'let' constant -->
            ```swift compile-error group=census source=13
            // 定数です
            frogs = 3
            ```

            """)
        #expect(imported.report.chapters.map { $0.pairedWith ?? "none" } == [
            "en/01-fish-and-frogs.md, by file name", "en/02-water.md, by the original title in its heading", "none",
        ])
        #expect(imported.report.findings.map(\.description) == [
            "guide/mud.md: warning: no lesson in 'en' is its original: imported as a lesson of its own (name its original in course.json: \"originals\": {\"mud\": \"ORIGINAL-ID\"})",
        ])
        #expect(imported.text("book/course.json")?.contains("\"water\",\n    \"mud\"\n  ]") == true)
    }

    @Test func courseJSONsOriginalsPairAChapterNoGuessCouldBeforeAnyGuess() throws {
        let book = try originalAndTranslation()
        // `mud` has no word of `water`, `frogs-and-fish` would pair by its name: the hand wins.
        book.write("ja/guide/frogs-and-fish.md", "# 魚\n\n魚。\n")
        book.write("ja/guide/mizu.md", "# 水\n")
        book.write("ja/guide/mud.md", "# 泥\n")
        let json = book.path("courses/book/course.json")
        // `pond` is listed (course.json reads) but no 'en' lesson has it.
        let manifest = try String(contentsOfFile: json, encoding: .utf8)
            .replacingOccurrences(of: "\"water\"\n  ]", with: "\"water\",\n    \"pond\"\n  ]")
        book.write("courses/book/course.json", manifest.replacingOccurrences(
            of: "\"sourceLanguage\"", with: "\"originals\": {\"mud\": \"water\", \"mizu\": \"pond\"},\n  \"sourceLanguage\""))
        let imported = try book.importBook(["ja"], language: "ja", translationOf: "en")
        #expect(imported.report.chapters.map { $0.pairedWith ?? "none" } == [
            "en/01-fish-and-frogs.md, by file name", "none", "en/02-water.md, as course.json's \"originals\" names it",
        ])
        #expect(imported.report.findings.map(\.description) == [
            "guide/mizu.md: warning: course.json's \"originals\" names 'pond' as its original, and 'en' has no lesson 'pond'",
            "guide/mizu.md: warning: no lesson in 'en' is its original: imported as a lesson of its own (name its original in course.json: \"originals\": {\"mizu\": \"ORIGINAL-ID\"})",
        ])
        #expect(imported.text("book/ja/02-water.md")?.contains("title: 泥\n") == true)
        #expect(imported.text("book/course.json")?.contains("\"originals\": {") == true)
    }

    @Test func courseJSONsOriginalsNamingAnUnlistedLessonStopTheImportAtItsLine() throws {
        let book = try originalAndTranslation()
        book.write("ja/guide/mizu.md", "# 水\n")
        let json = book.path("courses/book/course.json")
        let manifest = try String(contentsOfFile: json, encoding: .utf8)
        book.write("courses/book/course.json", manifest.replacingOccurrences(
            of: "\"sourceLanguage\"", with: "\"originals\": {\"mizu\":\n \"pond\"},\n  \"sourceLanguage\""))
        #expect(throws: CourseErrors([CourseError("\"originals\" names 'pond' as the original of 'mizu', and \"lessons\" does not list it", at: SourceLocation(file: json, line: 6))])) {
            try book.importBook(["ja"], language: "ja", translationOf: "en")
        }
    }

    @Test func aTranslationsOwnDeclarationThatItsAlignedListingNeedsJoinsItsGroup() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Frogs"])
        func listing(_ code: String, test: String) -> String {
            "```swift\n\(code)\n```\n\n<!--\n  - test: `census`\n\n  ```swifttest\n\(test)\n  ```\n-->\n\n"
        }
        book.write("Pond.docc/Frogs.md", "# Frogs\n\n"
            + listing("var frogs = 2", test: "  -> var frogs = 2")
            + listing("frogs += 1", test: "  -> frogs += 1")
            + listing("frogs *= 1", test: "  -> frogs *= 1")
            + listing("print(frogs)\n// Prints \"3\"", test: "  -> print(frogs)\n  <- 3"))
        book.save(try book.importBook(["Pond.docc"]))
        book.write("ja/SUMMARY.md", "* [カエル](guide/frogs.md)\n")
        // The translator wrote three listings as two: they align with none, the first declares
        // what the listing after them needs, and the one that declares nothing it needs stays tried alone.
        book.write("ja/guide/frogs.md", "# カエル\n\n```swift\nvar frogs = 3\nlet lily = 1\n```\n\n```swift\nlet toad = 4\n```\n\n```swift\nprint(frogs)\n// 3 を出力\n```\n")
        let imported = try book.importBook(["ja"], language: "ja", translationOf: "en")
        #expect(imported.body("book/ja/01-frogs.md") == """
            ```swift typecheck group=census source=3
            var frogs = 3
            let lily = 1
            ```

            ```swift parse source=8
            let toad = 4
            ```

            ```swift run group=census source=12
            print(frogs)
            // 3 を出力
            ```

            """)
        #expect(imported.report.chapters[0].findings.map(\.description).first == "guide/frogs.md:3: note: listing not confirmed (swift typecheck): no listing of the original aligns with it, and it declares 'frogs', which the aligned listing after it uses: compiled in that listing's group")
    }

    @Test func chaptersPairByTheirWordsInAnyOrderWithoutNumberPrefixes() throws {
        let book = try originalAndTranslation()
        // The file name numbers the chapter and reorders its words; the heading's original
        // title reorders its words and changes their case.
        book.write("ja/SUMMARY.md", "* [カエルと魚](guide/07-frogs-and-fish.md)\n* [水](guide/12-mizu.md)\n* [泥](guide/3.md)\n")
        book.write("ja/guide/07-frogs-and-fish.md", "# カエルと魚\n\n魚。\n")
        book.write("ja/guide/12-mizu.md", "# 水と魚\\(water\\)\n\n濡れている。\n")
        // Digits alone are no words: this chapter pairs with nothing.
        book.write("ja/guide/3.md", "# 泥\\(2\\)\n\n泥。\n")
        let imported = try book.importBook(["ja"], language: "ja", translationOf: "en")
        #expect(imported.report.chapters.map { $0.pairedWith ?? "none" } == [
            "en/01-fish-and-frogs.md, by file name", "en/02-water.md, by the original title in its heading", "none",
        ])
    }

    @Test func theLinkToItsOriginalPairsAChapterBeforeItsFileName() throws {
        let book = try originalAndTranslation()
        book.write("ja/guide/frogs-and-fish.md", "# 魚\n\n原文: https://example.org/book/Water.html\n\n水の話。\n")
        book.write("ja/guide/mizu.md", "# 水\n")
        book.write("ja/guide/mud.md", "# 泥\n")
        let imported = try book.importBook(["ja"], language: "ja", translationOf: "en")
        #expect(imported.report.chapters.first?.pairedWith == "en/02-water.md, by its link to the original")
        #expect(imported.report.chapters.first?.lesson == "ja/02-water.md")
    }

    @Test func anUnchangedTranslationKeepsTheHashItWasMadeFromWhenItsOriginalChanges() throws {
        let book = try originalAndTranslation()
        book.write("ja/guide/frogs-and-fish.md", "# 魚とカエル\\(Fish and Frogs\\)\n\n魚。\n")
        book.write("ja/guide/mizu.md", "# 水\\(Water\\)\n")
        book.write("ja/guide/mud.md", "# 泥\n")
        let first = try book.importBook(["ja"], language: "ja", translationOf: "en")
        book.save(first)
        book.write("Pond.docc/Water.md", "# Water\n\nWet, and cold.\n")
        book.save(try book.importBook(["Pond.docc"]))
        let second = try book.importBook(["ja"], language: "ja", translationOf: "en")
        #expect(second.files == first.files)
    }
}
