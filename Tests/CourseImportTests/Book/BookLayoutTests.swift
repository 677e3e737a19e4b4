import CourseImport
import CourseModel
import Foundation
import Testing

/// Which chapters a book has and in what order: DocC's root page, GitBook's SUMMARY.md.
@Suite struct BookLayoutTests {
    @Test func aDocCCatalogsChaptersFollowTheRootPagesTopicGroups() throws {
        let book = BookFixture()
        book.write("Garden.docc/Garden.md", """
            # Growing Things

            @Metadata {
              @TechnologyRoot
            }

            ## Topics

            ### Basics

            - <doc:Soil>
            - <doc:Watering>

            ### Later

            - <doc:Pruning>
            """)
        book.write("Garden.docc/Basics/Watering.md", "# Watering\n\nHow much, how often.\n")
        book.write("Garden.docc/Basics/Soil.md", "# Soil\n\nWhat roots need.\n")
        book.write("Garden.docc/Extra/Compost.md", "# Compost\n")
        let imported = try book.importBook(["Garden.docc"])
        #expect(imported.files.map(\.path) == ["book/en/01-soil.md", "book/en/02-watering.md", "book/course.json"])
        #expect(imported.text("book/en/01-soil.md") == """
            ---
            id: soil
            title: Soil
            summary: What roots need.
            order: 1
            source: Garden.docc/Basics/Soil.md
            ---

            What roots need.

            """)
        #expect(imported.text("book/course.json") == """
            {
              "title": {
                "en": "Growing Things"
              },
              "sourceLanguage": "en",
              "lessons": [
                "soil",
                "watering"
              ]
            }

            """)
        #expect(imported.report.findings.map(\.description) == [
            "\(book.path("Garden.docc")): note: the book lists 'Pruning', which is not there: not imported",
            "Garden.docc/Extra/Compost.md: note: not in the book's order: not imported",
        ])
    }

    @Test func aSummaryListsOnlyTheChaptersWhoseFilesExist() throws {
        let book = BookFixture()
        book.write("SUMMARY.md", """
            # Table of contents

            * [Intro](README.md)

            ## Part One <a id="part-one"></a>

            * [Seeds\\(種\\)](part-one/seeds.md)
            * [Light](part-one/light.md)
            """)
        book.write("part-one/seeds.md", "# 種\\(Seeds\\)\n\n種の話。\n")
        let imported = try book.importBook(["."], language: "ja")
        #expect(imported.files.map(\.path) == ["book/ja/01-seeds.md", "book/course.json"])
        #expect(imported.text("book/ja/01-seeds.md")?.contains("title: 種(Seeds)\n") == true)
        #expect(imported.report.findings.map(\.message) == [
            "the book lists 'README.md', which is not there: not imported",
            "the book lists 'part-one/light.md', which is not there: not imported",
        ])
    }

    @Test func markdownFilesAreChaptersInTheOrderGiven() throws {
        let book = BookFixture()
        book.write("b-second.md", "# Second\n\nTwo.\n")
        book.write("a-first.md", "# First\n\nOne, then [the second](b-second.md).\n")
        let imported = try book.importBook(["b-second.md", "a-first.md"])
        #expect(imported.files.map(\.path) == ["book/en/01-b-second.md", "book/en/02-a-first.md", "book/course.json"])
        #expect(imported.body("book/en/02-a-first.md") == "One, then [the second](01-b-second.md).\n")
    }

    @Test func aFolderThatIsNoBookIsAnErrorNamingIt() throws {
        let book = BookFixture()
        book.write("notes/a.txt", "text")
        #expect(throws: CourseErrors([CourseError(
            "not a book: a book is a DocC catalog (*.docc), a folder with SUMMARY.md, or Markdown files", file: book.path("notes"))])) {
            try book.importBook(["notes"])
        }
    }

    @Test func twoChaptersWithOneIdAreAnErrorBeforeAnythingIsWritten() throws {
        let book = BookFixture()
        book.write("SUMMARY.md", "* [One](a/intro.md)\n* [Two](b/intro.md)\n")
        book.write("a/intro.md", "# One\n")
        book.write("b/intro.md", "# Two\n")
        #expect(throws: CourseErrors([CourseError(
            "this chapter's lesson id 'intro' is already a/intro.md's; a course holds one lesson per id", file: book.path("./b/intro.md"))])) {
            try book.importBook(["."])
        }
    }
}
