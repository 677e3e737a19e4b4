import CourseImport
import CourseModel
import Foundation
import Testing

/// One bad element of a book (a control character, a link to nothing, an anchor around
/// code, the book's own markup) costs that element, with a warning at its line, never the
/// chapter, the lesson or the site.
@Suite struct BookDefectTests {
    /// A GitBook of two chapters, `guide/pots.md` and `guide/roots.md`, `roots.md` holding `body`.
    private func gitBook(_ body: String, readme: String? = nil) -> BookFixture {
        let book = BookFixture()
        book.write("SUMMARY.md", "# Table of contents\n\n* [Plants\\(植物\\) &amp; Pots](README.md)\n* [Pots](guide/pots.md)\n* [Roots](guide/roots.md)\n* [Bark](guide/bark.md)\n")
        if let readme { book.write("README.md", readme) }
        book.write("guide/pots.md", "# 鉢\\(Pots\\)\n\n## 排水穴\\(Drainage Holes\\)\n\nWater must leave.\n")
        book.write("guide/roots.md", "# 根\\(Roots\\)\n\n" + body)
        return book
    }

    @Test func aControlCharacterIsDroppedWithAWarningAtItsLineAndTheRestIsImported() throws {
        let imported = try gitBook("Deep\u{14} roots.\n\nAnd a NUL\u{0} here, and\u{1B} an escape.\n").importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == "Deep roots.\n\nAnd a NUL here, and an escape.\n")
        #expect(imported.report.chapters.map(\.source).contains("guide/pots.md"))
        #expect(imported.report.chapters.first { $0.source == "guide/roots.md" }?.findings.map(\.description) == [
            "guide/roots.md:3: warning: control character U+0014 at column 5 dropped: a lesson holds text, tabs and line breaks only",
            "guide/roots.md:5: warning: control character U+0000 (NUL) at column 10 dropped: a lesson holds text, tabs and line breaks only",
            "guide/roots.md:5: warning: control character U+001B at column 21 dropped: a lesson holds text, tabs and line breaks only",
        ])
    }

    @Test func gitBookLinksThatLeadNowhereBecomeTextOrTheChapterWithAWarning() throws {
        let imported = try gitBook("""
            [a](./pots.html), [b](./06_Functions.html), [c](pots.md#nowhere), [d](#nowhere), [e](files/plan.pdf), [f](bark.md), [g](ftp://example.com/x), [h](https://example.com/), `[i](nowhere.md)`, [j](/guide/pots.md#drainage-holes), [k](/nowhere.md)

            """).importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == """
            [a](01-pots.md), b, [c](01-pots.md), [d](02-roots.md), e, f, g, [h](https://example.com/), `[i](nowhere.md)`, [j](01-pots.md#排水穴-drainage-holes), k

            """)
        #expect(imported.report.chapters.first { $0.source == "guide/roots.md" }?.findings.map(\.description) == [
            "guide/roots.md:3: warning: link to './06_Functions.html' leads to no chapter of the book (the book's defect): kept as text",
            "guide/roots.md:3: warning: link to 'pots.md#nowhere': no section 'nowhere' there (the book's defect): linked to the chapter",
            "guide/roots.md:3: warning: link to '#nowhere': no section 'nowhere' there (the book's defect): linked to the chapter",
            "guide/roots.md:3: warning: link to 'files/plan.pdf' leads to no chapter of the book (the book's defect): kept as text",
            "guide/roots.md:3: note: link to 'bark.md', a chapter that is not imported: kept as text",
            "guide/roots.md:3: warning: link to 'ftp://example.com/x': a site publishes no 'ftp:' link (the book's defect): kept as text",
            "guide/roots.md:3: warning: link to '/nowhere.md' leads to no chapter of the book (the book's defect): kept as text",
        ])
    }

    @Test func doccLinksThatNameNothingBecomeTextOrTheChapterWithAWarning() throws {
        let book = BookFixture()
        book.writeRoot("Plants", chapters: ["Pots", "Roots", "Bark"])
        book.write("Plants.docc/Pots.md", "# Pots\n\n## Drainage Holes\n\nWater must leave.\n")
        book.write("Plants.docc/Roots.md", """
            # Roots

            See <doc:析构过程>, [[doc:Pots](doc:Pots)], [the holes](doc:Pots#Drainage-Holes), <doc:Pots#Nowhere>, [x](doc:Nowhere#y) and <doc:Bark>.

            """)
        let imported = try book.importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == """
            See 析构过程, [[Pots](01-pots.md)], [the holes](01-pots.md#drainage-holes), [Nowhere](01-pots.md), x and Bark.

            """)
        #expect(imported.report.chapters[1].findings.map(\.description) == [
            "Plants.docc/Roots.md:3: warning: <doc:Nowhere#y> names no chapter of the book (the book's defect): kept as text",
            "Plants.docc/Roots.md:3: warning: <doc:析构过程> names no chapter of the book (the book's defect): kept as text",
            "Plants.docc/Roots.md:3: warning: <doc:Pots#Nowhere>: 'Pots' has no section 'Nowhere' (the book's defect): linked to the chapter",
            "Plants.docc/Roots.md:3: note: <doc:Bark> names a chapter that is not imported: kept as text",
        ])
    }

    @Test func anAnchorAroundAHeadingWithCodeLeavesTheHeadingAndItsLinksWhole() throws {
        let imported = try gitBook("""
            ## <a id="clay">`Clay` 型\\(Clay Types\\)</a>

            See [clay](#clay) and <a id="loam">`Loam` and `Sand`</a> here, `</a>` in code.

            """).importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == """
            ## `Clay` 型\\(Clay Types\\)

            See [clay](#clay-型-clay-types) and `Loam` and `Sand` here, `</a>` in code.

            """)
        #expect(imported.report.chapters.first { $0.source == "guide/roots.md" }?.findings == [])
    }

    @Test func theBooksTitleIsReadAsItsRendererShowsIt() throws {
        let fromSummary = gitBook("Deep.\n")
        #expect(try fromSummary.importBook(["."], language: "ja").text("book/course.json")?.contains(#""ja": "Plants(植物) & Pots""#) == true)
        let fromReadme = gitBook("Deep.\n", readme: "# The Plants Book\\(植物\\) &#x2014; *second* edition\n")
        #expect(try fromReadme.importBook(["."], language: "ja").text("book/course.json")?.contains(#""ja": "The Plants Book(植物) — second edition""#) == true)
    }

    @Test func aMissingImagesWarningShowsItsAltTextAsTheBookRendersIt() throws {
        let imported = try gitBook("![&#x8A08;算 &amp; \\*more\\*](../assets/none.png)\n").importBook(["."], language: "ja")
        #expect(imported.report.chapters.first { $0.source == "guide/roots.md" }?.findings.map(\.description) == [
            "guide/roots.md:3: warning: image '../assets/none.png' is not in the book: its alt text stays ('計算 & *more*')",
        ])
    }

    @Test func numericCharacterReferencesBecomeTheirCharactersUnlessMarkdownWouldReadThem() throws {
        let imported = try gitBook("""
            &#x8A08;&#31639; &#x41;&#x30; &amp; &#42;not emphasis&#42; &#x3C;b> &#xA0;&#x0; `&#x8A08;`

            ![&#x8A08;&#x753B;](../assets/none.png)

            """).importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == """
            計算 A0 &amp; &#42;not emphasis&#42; &#x3C;b> &#xA0;&#x0; `&#x8A08;`

            計画

            """)
    }

    @Test func gitBookEmphasisAgainstALetterBecomesEmphasisCommonMarkReads() throws {
        let imported = try gitBook("""
            _構造体_と_クラス_は、2 つの_格納プロパティ_、これは_強調_です。
            _plain_ and (_marked_), snake_case_name, \\_escaped_, `_in_code_`, __strong__, _ spaced _, 1_000_000.

            """).importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == """
            *構造体*と*クラス*は、2 つの*格納プロパティ*、これは*強調*です。
            _plain_ and (_marked_), snake_case_name, \\_escaped_, `_in_code_`, __strong__, _ spaced _, 1_000_000.

            """)
        let docc = BookFixture()
        docc.writeRoot("Plants", chapters: ["Pots"])
        docc.write("Plants.docc/Pots.md", "# Pots\n\nこれは_強調_です。\n")
        #expect(try docc.importBook(["Plants.docc"]).body("book/en/01-pots.md") == "これは_強調_です。\n")
    }

    @Test func aListingThatLeavesABracketOpenIsImportedWithAWarning() throws {
        let book = BookFixture()
        book.writeRoot("Plants", chapters: ["Pots"])
        book.write("Plants.docc/Pots.md", """
            # Pots

            ```swift
            func water() {
                print("[")
            ```

            <!--
              - test: `pots`

              ```swifttest
              -> func water() {
                     print("[")
              ```
            -->

            ```swift
            func soil() {
            ```

            <!--
              - test: `pots`

              ```swifttest
              -> func soil() {
              >> }
              ```
            -->

            ```swift
            let pots = [1, 2
            ```

            """)
        let imported = try book.importBook(["Plants.docc"])
        #expect(imported.body("book/en/01-pots.md")?.contains("```swift typecheck group=pots source=3\nfunc water() {\n") == true)
        #expect(imported.report.chapters[0].findings.filter { $0.kind == .warning }.map(\.description) == [
            "Plants.docc/Pots.md:3: warning: listing does not close every bracket it opens (the book's defect): it fails alone, and its group is verified without it",
            "Plants.docc/Pots.md:30: warning: listing does not close every bracket it opens (the book's defect): it fails alone, and its group is verified without it",
        ])
    }

    @Test func aLineBreakTagBecomesTheLessonsHardBreak() throws {
        let imported = try gitBook("""
            One<br>two<br/>
            three <BR /> four `<br>` five<br>

            | a | b<br>c |
            |---|---|

            ## Head<br>line

            """).importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == """
            One\\
            two\\
            three\\
            four `<br>` five

            | a | b c |
            |---|---|

            ## Head line

            """)
        #expect(imported.report.chapters.first { $0.source == "guide/roots.md" }?.findings == [])
    }
}
