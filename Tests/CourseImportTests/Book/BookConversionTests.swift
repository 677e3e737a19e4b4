import CourseImport
import CourseModel
import Foundation
import Testing

/// How a chapter's Markdown becomes a lesson's: links, anchors, asides, images, HTML.
@Suite struct BookConversionTests {
    /// A catalog of two chapters, `Pots` and `Roots`, `Roots` holding `body`.
    private func docc(_ body: String) -> BookFixture {
        let book = BookFixture()
        book.writeRoot("Plants", chapters: ["Pots", "Roots"])
        book.write("Plants.docc/Pots.md", "# Pots\n\nClay or plastic.\n\n## Drainage Holes\n\nWater must leave.\n\n## Drainage Holes\n\nAgain.\n")
        book.write("Plants.docc/Roots.md", "# Roots\n\n" + body)
        return book
    }

    @Test func doccLinksBecomeLinksToTheLessonAndTheSitesAnchorOfTheSection() throws {
        let imported = try docc("""
            See <doc:Pots>, <doc:Pots#Drainage-Holes> and <doc:Roots#Deep-Roots>.
            Also <doc:Trees#Bark>, not in this book, and `<doc:Pots>` in code.

            ## Deep Roots

            Down.

            """).importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == """
            See [Pots](01-pots.md), [Drainage Holes](01-pots.md#drainage-holes) and [Deep Roots](#deep-roots).
            Also Trees, not in this book, and `<doc:Pots>` in code.

            ## Deep Roots

            Down.

            """)
        #expect(imported.report.chapters[1].findings.map(\.description) == [
            "Plants.docc/Roots.md:4: warning: <doc:Trees#Bark> names no chapter of the book (the book's defect): kept as text",
        ])
    }

    @Test func everyListingNamesTheBooksLineItCameFromInsideAListOrAQuoteToo() throws {
        let book = BookFixture()
        book.write("SUMMARY.md", "* [Pond](guide/pond.md)\n")
        book.write("guide/pond.md", """
            # 池\\(Pond\\)

            ```swift
            let koi = 1
            ```

            1. 手順

               ```swift
               let carp = 2
               ```

            > 引用
            >
            > ```swift
            > let frog = 3
            > ```

            """)
        let imported = try book.importBook(["."], language: "ja")
        #expect(imported.text("book/ja/01-pond.md")?.contains("\nsource: guide/pond.md\n") == true)
        #expect(imported.body("book/ja/01-pond.md") == """
            ```swift parse source=3
            let koi = 1
            ```

            1. 手順

               ```swift parse source=9
               let carp = 2
               ```

            > 引用
            >
            > ```swift parse source=15
            > let frog = 3
            > ```

            """)
    }

    @Test func relativeBookLinksWithGitBookAnchorsBecomeLessonLinks() throws {
        let book = BookFixture()
        book.write("SUMMARY.md", "* [Pots](guide/pots.md)\n* [Roots](guide/roots.md)\n")
        book.write("guide/pots.md", "# 鉢\\(Pots\\)\n\n## <a id=\"drainage-holes\"></a>排水穴\\(Drainage Holes\\)\n\n## 土\\(Soil Mix\\)\n\n## <a id=\"x\">水\\(Water\\)</a>\n")
        book.write("guide/roots.md", """
            # 根\\(Roots\\)

            [穴](../guide/pots.md#drainage-holes)、[土](pots.md#土soil-mix)、[水](pots.md#x)、[外](../other/trees.md#bark)、[web](https://example.com/a.md)、[`??` 演算子](pots.md#x)、`[a](pots.md)`

            """)
        let imported = try book.importBook(["."], language: "ja")
        #expect(imported.body("book/ja/02-roots.md") == """
            [穴](01-pots.md#排水穴-drainage-holes)、[土](01-pots.md#土-soil-mix)、[水](01-pots.md#水-water)、外、[web](https://example.com/a.md)、[`??` 演算子](01-pots.md#水-water)、`[a](pots.md)`

            """)
        #expect(imported.body("book/ja/01-pots.md") == "## 排水穴\\(Drainage Holes\\)\n\n## 土\\(Soil Mix\\)\n\n## 水\\(Water\\)\n")
    }

    @Test func anAnchorBeforeAHeadingOrInProseIsRemovedAndLinksReachItsSection() throws {
        let imported = try docc("""
            <a id="top-soil"></a>

            ## Top Soil

            Rich.<a name="rich"></a>

            Back to [the top](#top-soil), [rich](#rich).

            """).importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == """
            ## Top Soil

            Rich.

            Back to [the top](#top-soil), [rich](#top-soil).

            """)
    }

    @Test func gitBookAndDocCAsidesBecomeTheLessonsAsides() throws {
        let imported = try docc("""
            > NOTE
            > Water in the morning.

            > Experiment
            > Try sand.

            > Tip: Use a saucer.

            > For a quote, nothing changes.

            """).importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == """
            > Note:
            > Water in the morning.

            > Experiment:
            > Try sand.

            > Tip: Use a saucer.

            > For a quote, nothing changes.

            """)
    }

    @Test func threeHyphensBetweenWordsAreAnEmDashOutsideCodeTablesAndRules() throws {
        let imported = try docc("""
            Roots hold water --- and soil---mostly.
            Keep `a --- b` and ---- four; a--b stays; sets --- `a` and `b`.

            ---

            | Pot | Size |
            | --- | ---: |
            | clay --- red | 3 |

            """).importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == """
            Roots hold water \u{2014} and soil\u{2014}mostly.
            Keep `a --- b` and ---- four; a--b stays; sets \u{2014} `a` and `b`.

            ---

            | Pot | Size |
            | --- | ---: |
            | clay \u{2014} red | 3 |

            """)
    }

    @Test func aMissingImageLeavesItsAltTextAndAWarningAtItsLine() throws {
        let book = docc("A pot:\n\n![a clay pot](clayPot)\n\n![](roots@2x.png) and ![a leaf](leaf)\n")
        book.write("Plants.docc/Resources/leaf@2x.png", "PNG")
        let imported = try book.importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == "A pot:\n\na clay pot\n\n and ![a leaf](../images/leaf@2x.png)\n")
        #expect(imported.images.map(\.to) == ["book/images/leaf@2x.png"])
        #expect(imported.images.map(\.from) == [book.path("Plants.docc/Resources/leaf@2x.png")])
        #expect(imported.report.chapters[1].findings.map(\.description) == [
            "Plants.docc/Roots.md:5: warning: image 'clayPot' is not in the book: its alt text stays ('a clay pot')",
            "Plants.docc/Roots.md:7: warning: image 'roots@2x.png' is not in the book: its alt text stays (none)",
        ])
    }

    @Test func htmlTheImporterDoesNotKnowIsKeptAsTextAndReported() throws {
        let imported = try docc("""
            Water <b>daily</b>, or `<b>` never.

            <div class="box">
            Boxed.
            </div>

            <!-- a note for editors -->

            @Comment {
              Check the box.
            }

            """).importBook(["Plants.docc"])
        #expect(imported.body("book/en/02-roots.md") == """
            Water \\<b>daily\\</b>, or `<b>` never.

            ```
            <div class="box">
            Boxed.
            </div>
            ```

            <!-- a note for editors -->

            @Comment {
              Check the box.
            }

            """)
        #expect(imported.report.chapters[1].findings.map(\.description) == [
            "Plants.docc/Roots.md:5: note: raw HTML kept as text, in a plain code block",
            "Plants.docc/Roots.md:11: note: DocC directive kept as text",
            "Plants.docc/Roots.md:3: note: inline HTML kept as text",
        ])
    }
}
