import CourseImport
import CourseModel
import Foundation
import Testing

/// Listings get their roles from the book's hidden tests, and only from them.
@Suite struct ListingRoleTests {
    private func chapter(_ body: String) throws -> String? {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", "# Fish\n\n" + body)
        return try book.importBook(["Pond.docc"]).body("book/en/01-fish.md")
    }

    @Test func listingsOfOneTestAreOneGroupWithHiddenLinesAsSetupAtTheirPlace() throws {
        let body = try chapter("""
            ```swift
            let carp = Fish(name: "Carp")
            print(carp.name)
            // Prints "Carp"
            ```

            <!--
              - test: `fishTank`

              ```swifttest
              >> struct Fish { var name: String }
              -> let carp = Fish(name: "Carp")
              -> print(carp.name)
              <- Carp
              >> let shown =
              -> carp.name.count
              >> print(shown)
              << 4
              >> var tank: [Fish] = []
              ```
            -->

            Text between.

            ```swift
            tank.append(carp)
            print(tank.count)
            ```

            <!--
              - test: `fishTank`

              ```swifttest
              -> tank.append(carp)
              -> print(tank.count)
              <- 1
              >> print(tank.count + 1)
              << 2
              ```
            -->

            """)
        #expect(body == """
            ```swift setup group=fishTank source=9
            struct Fish { var name: String }
            ```

            ```swift run group=fishTank source=3
            let carp = Fish(name: "Carp")
            print(carp.name)
            // Prints "Carp"
            ```

            ```swift setup group=fishTank source=9
            var tank: [Fish] = []
            ```

            Text between.

            ```swift run group=fishTank source=27
            tank.append(carp)
            print(tank.count)
            ```

            ```output
            1
            ```

            """)
    }

    @Test func expectedErrorsOfAHiddenTestMakeACompileErrorBlockWithItsMessages() throws {
        let body = try chapter("""
            ```swift
            let pike = 1
            pike = 2
            ```

            <!--
              - test: `frozenPike`

              ```swifttest
              -> let pike = 1
              -> pike = 2
              !$ error: cannot assign to value: 'pike' is a 'let' constant
              !! pike = 2
              !! ^~~~
              !$ note: change 'let' to 'var' to make it mutable
              !! let pike = 1
              ```
            -->

            ```swift
            let perch: UInt8 = -1
            ```

            <!--
              - test: `negativePerch`

              ```swifttest
              -> let perch: UInt8 = -1
              !! /tmp/swifttest.swift:1:20: error: negative integer '-1' overflows when stored into unsigned type 'UInt8'
              !! let perch: UInt8 = -1
              !!                    ^
              ```
            -->

            """)
        #expect(body == """
            <!-- error 2: cannot assign to value: 'pike' is a 'let' constant -->
            ```swift compile-error group=frozenPike source=3
            let pike = 1
            pike = 2
            ```

            <!-- error 1: negative integer '-1' overflows when stored into unsigned type 'UInt8' -->
            ```swift compile-error group=negativePerch source=22
            let perch: UInt8 = -1
            ```

            """)
    }

    @Test func aListingWithoutOutputInItsTestIsTypecheckedInItsGroup() throws {
        let body = try chapter("""
            ```swift
            var depth = 3
            // depth is 3
            ```

            <!--
              - test: `depth`

              ```swifttest
              -> var depth = 3
              /> depth is \\(depth)
              </ depth is 3
              ```
            -->

            """)
        #expect(body == "```swift typecheck group=depth source=3\nvar depth = 3\n// depth is 3\n```\n")
    }

    @Test func listingsNoTestCoversAreSyntaxCheckedOrIgnoredAndReportedAtTheirLine() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", """
            # Fish

            ```swift
            let eel = "Eel"
            ```

            ```swift
            let <#name#> = <#value#>
            ```

            ```sh
            swift run
            ```

            """)
        let imported = try book.importBook(["Pond.docc"])
        #expect(imported.body("book/en/01-fish.md") == """
            ```swift parse source=3
            let eel = "Eel"
            ```

            ```swift ignore source=7
            let <#name#> = <#value#>
            ```

            ```sh
            swift run
            ```

            """)
        #expect(imported.report.lines == [
            "Pond.docc/Fish.md → en/01-fish.md: ignore 1, parse 1",
            "  Pond.docc/Fish.md:3: note: listing not confirmed (swift parse): no hidden test covers this listing: syntax-checked only",
            "  Pond.docc/Fish.md:7: note: listing not confirmed (swift ignore): a listing with placeholders (<#…#>) is not Swift: not checked",
        ])
    }

    @Test func hiddenLinesInsideAListingLeaveItSyntaxCheckedOnly() throws {
        let body = try chapter("""
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
        #expect(body == "```swift parse source=3\nfunc swim() -> Int {\n    speed += 1\n    return speed\n}\n```\n")
    }

    @Test func hiddenOutputIsNeverTheListingsStatedOutput() throws {
        let body = try chapter("""
            ```swift
            for ripple in 1...2 {
                // a ripple spreads
            }
            ```

            <!--
              - test: `ripples`

              ```swifttest
              -> for ripple in 1...2 {
              >>    print(ripple)
                    // a ripple spreads
                 }
              << 1
              << 2
              ```
            -->

            """)
        #expect(body == "```swift typecheck group=ripples source=3\nfor ripple in 1...2 {\n    // a ripple spreads\n}\n```\n")
    }

    @Test func anExpectedTrapMakesARunTrapsBlockWithItsHiddenLinesAndAnyOutputBeforeIt() throws {
        let body = try chapter("""
            ```swift
            let depth = -2
            precondition(depth >= 0, "a pond has depth")
            // The precondition stops the program here.
            ```

            <!--
              - test: `depths`

              ```swifttest
              -> let depth = -2
              -> precondition(depth >= 0, "a pond has depth")
              xx precondition failure
              // The precondition stops the program here.
              ```
            -->

            ```swift
            print("filling")
            fillPond(to: depth)
            ```

            <!--
              - test: `filling`

              ```swifttest
              >> func fillPond(to depth: Int) { assert(depth > 0) }
              >> let depth = -1
              -> print("filling")
              -> fillPond(to: depth)
              <- filling
              xx assert
              ```
            -->

            """)
        #expect(body == """
            ```swift run traps group=depths source=3
            let depth = -2
            precondition(depth >= 0, "a pond has depth")
            // The precondition stops the program here.
            ```

            ```swift setup group=filling source=25
            func fillPond(to depth: Int) { assert(depth > 0) }
            let depth = -1
            ```

            ```swift run traps group=filling source=20
            print("filling")
            fillPond(to: depth)
            ```

            ```output
            filling
            ```

            """)
    }

    @Test func hiddenOutputOfWhatTheListingPrintsBecomesAnOutputHiddenBlock() throws {
        let body = try chapter("""
            ```swift
            var depth = 2
            print(depth == 0)
            // Prints "false".
            depth += 1
            print(depth)
            ```

            <!--
              - test: `levels`

              ```swifttest
              -> var depth = 2
              -> print(depth == 0)
              <- false
              -> depth += 1
              >> print(depth)
              << 3
              >> print(depth * 2)
              << 6
              ```
            -->

            """)
        // The test hides `print(depth)`, which the listing shows: its line is the
        // listing's; `print(depth * 2)` is the test's alone, and so is its line.
        #expect(body == """
            ```swift run group=levels source=3
            var depth = 2
            print(depth == 0)
            // Prints "false".
            depth += 1
            print(depth)
            ```

            ```output hidden
            3
            ```

            """)
    }

    @Test func aListingInTwoTestsMakesThemOneGroup() throws {
        let body = try chapter("""
            ```swift
            struct Lily { var petals: Int }
            ```

            <!--
              - test: `lilies, lilies-err`

              ```swifttest
              -> struct Lily { var petals: Int }
              ```
            -->

            ```swift
            let lily = Lily(petals: 6)
            lily.petals = 5
            ```

            <!--
              - test: `lilies-err`

              ```swifttest
              -> let lily = Lily(petals: 6)
              -> lily.petals = 5
              !$ error: cannot assign to property: 'lily' is a 'let' constant
              !! lily.petals = 5
              ```
            -->

            """)
        #expect(body == """
            ```swift typecheck group=lilies source=3
            struct Lily { var petals: Int }
            ```

            <!-- error 2: cannot assign to property: 'lily' is a 'let' constant -->
            ```swift compile-error group=lilies source=15
            let lily = Lily(petals: 6)
            lily.petals = 5
            ```

            """)
    }

    @Test func hiddenLinesAroundAListingKeepTheirScopeAndHiddenDarwinIsFoundation() throws {
        let body = try chapter("""
            ```swift
            func bloom() { petals += 1 }
            ```

            <!--
              - test: `wrapped`

              ```swifttest
              >> struct Lily {
              >> var petals = 0
                 func bloom() { petals += 1 }
              >> }
              ```
            -->

            ```swift
            print(sqrt(4.0))
            // Prints "2.0"
            ```

            <!--
              - test: `roots`

              ```swifttest
              >> import Darwin
              -> print(sqrt(4.0))
              <- 2.0
              ```
            -->

            """)
        #expect(body == """
            ```swift setup group=wrapped source=7
            struct Lily {
            var petals = 0
            ```

            ```swift typecheck group=wrapped source=3
            func bloom() { petals += 1 }
            ```

            ```swift setup group=wrapped source=7
            }
            ```

            ```swift setup group=roots source=23
            import Foundation
            ```

            ```swift run group=roots source=18
            print(sqrt(4.0))
            // Prints "2.0"
            ```

            """)
    }

    @Test func aHiddenDoScopeAcrossListingsOfOneTestIsKeptAroundThem() throws {
        let body = try chapter("""
            ```swift
            let koi = 1
            print(koi)
            ```

            <!--
              - test: `pondScope`

              ```swifttest
              >> do {
              -> let koi = 1
              -> print(koi)
              <- 1
              ```
            -->

            Then:

            ```swift
            print(koi + 1)
            // Prints "2"
            ```

            <!--
              - test: `pondScope`

              ```swifttest
              -> print(koi + 1)
              <- 2
              >> }
              >> let koi = "outside"
              ```
            -->

            """)
        #expect(body == """
            ```swift setup group=pondScope source=8
            do {
            ```

            ```swift run group=pondScope source=3
            let koi = 1
            print(koi)
            ```

            ```output
            1
            ```

            Then:

            ```swift run group=pondScope source=21
            print(koi + 1)
            // Prints "2"
            ```

            ```swift setup group=pondScope source=26
            }
            let koi = "outside"
            ```

            """)
    }

    @Test func aHiddenScopeNoLaterTestClosesLeavesTheListingSyntaxCheckedAsBefore() throws {
        let body = try chapter("""
            ```swift
            let eel = 1
            ```

            <!--
              - test: `openEnded`

              ```swifttest
              >> func wrap() {
              -> let eel = 1
              ```
            -->

            """)
        #expect(body == "```swift parse source=3\nlet eel = 1\n```\n")
    }

    @Test func aMistypedMarkerIsReadAsTheMarkerMeantWithAWarningAtItsBookLine() throws {
        let book = BookFixture()
        book.writeRoot("Pond", chapters: ["Fish"])
        book.write("Pond.docc/Fish.md", """
            # Fish

            ```swift
            print(carp + 1)
            ```

            <!--
              - test: `typos`

              ```swifttest
              > let carp = 1
              >>let pike = 2
              ->print(carp + 1)
              <-2
              !! ^~~~
              !!-
              ```
            -->

            """)
        let imported = try book.importBook(["Pond.docc"])
        #expect(imported.body("book/en/01-fish.md") == """
            ```swift setup group=typos source=7
            let carp = 1
            let pike = 2
            ```

            ```swift run group=typos source=3
            print(carp + 1)
            ```

            ```output
            2
            ```

            """)
        #expect(imported.report.chapters[0].findings.filter { $0.kind == .warning }.map(\.description) == [
            "Pond.docc/Fish.md:11: warning: hidden-test line starts with '>': read as '>>', a hidden line (the book's defect)",
            "Pond.docc/Fish.md:12: warning: hidden-test marker '>>' has no space after it: read as '>> ' (the book's defect)",
            "Pond.docc/Fish.md:13: warning: hidden-test marker '->' has no space after it: read as '-> ' (the book's defect)",
            "Pond.docc/Fish.md:14: warning: hidden-test marker '<-' has no space after it: read as '<- ' (the book's defect)",
        ])
    }
}
