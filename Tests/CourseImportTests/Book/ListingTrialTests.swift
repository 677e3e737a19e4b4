import CoursecTestSupport
import CourseImport
import CourseModel
import Foundation
import SnippetVerification
import Testing

/// Listings no hidden test covers are tried at import time, with the real swiftc.
@Suite(.tags(.compiles)) struct ListingTrialTests {
    /// `Pond.docc` imported with its untested listings tried (unsandboxed: the sandbox has its own tests).
    private func importTried(_ book: BookFixture) throws -> ImportedBook {
        let cache = TemporaryDirectory("trial-cache")
        var options = VerifierOptions(cacheDirectory: cache.path)
        options.sandbox = false
        return try BookImporter().importBook(
            [book.path("Pond.docc")], courses: book.path("courses"), options: BookImportOptions(course: "book", language: "en"),
            trial: ListingTrial(options: options))
    }

    @Test func anUntestedListingBecomesWhatItProvesToBeWhenTriedAlone() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", """
            # Fish

            ```swift
            let fins = 2 + 2
            print(fins) // Prints "4"
            ```

            ```swift
            print("carp") // Prints "pike"
            ```

            ```swift
            print(gills)
            ```

            """)
        let imported = try importTried(book)
        #expect(imported.body("book/en/01-fish.md") == """
            ```swift run source=3
            let fins = 2 + 2
            print(fins) // Prints "4"
            ```

            ```swift run source=8
            print("carp") // Prints "pike"
            ```

            ```swift parse source=12
            print(gills)
            ```

            """)
        #expect(imported.report.chapters[0].findings.map(\.description) == [
            "Pond.docc/Fish.md:3: note: listing confirmed by a trial (swift run): no hidden test covers this listing: tried alone at import, it printed what its comments say",
            // The book says what it prints: it is never demoted, and verify reports how it fails.
            "Pond.docc/Fish.md:8: note: listing not confirmed (swift run): no hidden test covers this listing: tried alone at import, it compiled but did not print what its comments say: kept a run, as its comments say what it prints",
            "Pond.docc/Fish.md:12: note: listing not confirmed (swift parse): no hidden test covers this listing: tried alone at import, it did not compile: syntax-checked only",
        ])
    }

    @Test func aListingThatSaysWhatItPrintsStaysARunWhenItsTrialFailsSoVerifyReportsTheFailure() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", """
            # Fish

            ```swift
            let ratings = []
            print(ratings.count) // Prints "0"
            ```

            """)
        let imported = try importTried(book)
        #expect(imported.body("book/en/01-fish.md") == """
            ```swift run source=3
            let ratings = []
            print(ratings.count) // Prints "0"
            ```

            """)
        #expect(imported.report.chapters[0].findings.map(\.description) == [
            "Pond.docc/Fish.md:3: note: listing not confirmed (swift run): no hidden test covers this listing: tried alone at import, it did not compile: kept a run, as its comments say what it prints",
        ])
    }

    @Test func aListingWhoseHiddenLinesCannotBeKeptStaysInItsGroupWhenItCompilesWithoutThem() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", """
            # Fish

            ```swift
            class Carp {
                var fins = 2
            }
            ```

            <!--
              - test: `carp`

              ```swifttest
              -> class Carp {
                    var fins = 2
              >>    init() { print("made") }
                 }
              ```
            -->

            ```swift
            func swim() -> Int {
                speed += 1
                return speed
            }
            ```

            <!--
              - test: `swim`

              ```swifttest
              -> func swim() -> Int {
              >>    var speed = 0
                    speed += 1
                    return speed
                 }
              ```
            -->

            """)
        let imported = try importTried(book)
        #expect(imported.body("book/en/01-fish.md") == """
            ```swift typecheck group=carp source=3
            class Carp {
                var fins = 2
            }
            ```

            ```swift parse source=20
            func swim() -> Int {
                speed += 1
                return speed
            }
            ```

            """)
    }

    @Test func anUntestedListingThatFailsAloneIsTriedAfterTheListingBeforeIt() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", """
            # Fish

            ```swift
            let depth = 3
            print(depth) // Prints "3"
            ```

            ```swift
            print(depth * 2) // Prints "6"
            ```

            """)
        let imported = try importTried(book)
        #expect(imported.body("book/en/01-fish.md") == """
            ```swift run group=fish-3 source=3
            let depth = 3
            print(depth) // Prints "3"
            ```

            ```swift run group=fish-3 source=8
            print(depth * 2) // Prints "6"
            ```

            """)
    }
}
