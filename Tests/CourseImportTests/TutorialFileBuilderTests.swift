import CourseModel
@testable import CourseImport
import Testing

@Suite struct TutorialFileBuilderTests {
    static let source = SourceLocation(file: "seed.txt", line: 7)

    static func excerpt(_ lines: [String]) -> [ListingLine] { lines.map(ListingLine.init(parsing:)) }

    @Test func theFirstExcerptIsTheWholeFileWithABlankLineForEachSkippedNumber() throws {
        var builder = TutorialFileBuilder(fileName: "A.swift")
        try builder.apply(Self.excerpt(["1. import SwiftUI", "3. struct A {", "4. }"]), source: Self.source)
        #expect(builder.steps == 1)
        #expect(builder.file(afterStep: 1) == "import SwiftUI\n\nstruct A {\n}\n")
    }

    @Test func aLaterExcerptPatchesTheFileBetweenItsNumberedLines() throws {
        var builder = TutorialFileBuilder(fileName: "A.swift")
        try builder.apply(Self.excerpt(["1. struct A {", "2. var x = 1", "3. }"]), source: Self.source)
        // Numbers count the lines the step leaves alone: `}` is the second of them.
        try builder.apply(Self.excerpt(["1. struct A {", "var y = 2", "2. }"]), source: Self.source)
        #expect(builder.file(afterStep: 1) == "struct A {\n    var x = 1\n}\n")
        #expect(builder.file(afterStep: 2) == "struct A {\n    var y = 2\n}\n")
        #expect(builder.addedLines(atStep: 2) == [2])
    }

    @Test func unnumberedLinesAfterTheLastAnchorAreAddedAtTheEnd() throws {
        var builder = TutorialFileBuilder(fileName: "A.swift")
        try builder.apply(Self.excerpt(["1. let a = 1"]), source: Self.source)
        try builder.apply(Self.excerpt(["1. let a = 1", "let b = 2", "let c = 3"]), source: Self.source)
        #expect(builder.file(afterStep: 2) == "let a = 1\nlet b = 2\nlet c = 3\n")
        #expect(builder.addedLines(atStep: 2) == [2, 3])
        #expect(builder.addedLines(atStep: 1) == [])
    }

    @Test func aNumberedLineThatMatchesNoLineOfTheFileIsAnErrorAtTheExcerpt() throws {
        var builder = TutorialFileBuilder(fileName: "A.swift")
        try builder.apply(Self.excerpt(["1. let a = 1"]), source: Self.source)
        #expect(throws: CourseError("step 2 of A.swift: listing line 1 'let z = 0' matches no line of the file after step 1", at: Self.source)) {
            try builder.apply(Self.excerpt(["1. let z = 0"]), source: Self.source)
        }
    }

    @Test func numbersThatDoNotGrowInTheFirstExcerptAreAnError() {
        var builder = TutorialFileBuilder(fileName: "A.swift")
        #expect(throws: CourseError("listing line 1 comes after line 2; a listing's numbers must grow", at: Self.source)) {
            try builder.apply(Self.excerpt(["1. a", "2. b", "1. c"]), source: Self.source)
        }
    }
}
