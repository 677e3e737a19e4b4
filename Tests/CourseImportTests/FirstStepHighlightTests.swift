import CoursecTestSupport
import CourseImport
import Testing

/// A first tutorial step has no step before it to compare with: the importer says which
/// lines it adds (the excerpt's unnumbered lines) with `highlight=`.
@Suite struct FirstStepHighlightTests {
    @Test func seed001sFirstStepHighlightsTheCoordinatorItDeclares() throws {
        let markdown = try Repository.importSeed(Repository.seed001).markdown
        let fences = markdown.split(separator: "\n").filter { $0.hasPrefix("```swift step=") }
        #expect(fences == [
            "```swift step=1 file=PageViewController.swift highlight=20-26",
            "```swift step=2 file=PageViewController.swift",
            "```swift step=3 file=PageViewController.swift",
            "```swift step=4 file=PageViewController.swift",
            "```swift step=5 file=PageViewController.swift",
        ])
    }

    @Test func aFirstStepWithNoUnnumberedLinesHighlightsNothing() throws {
        let text = """
            Title
            A tutorial.

            Step 1

            Add the file.

            A.swift

            1. struct A {
            2. var a = 1
            3. }
            """
        let markdown = try LessonImporter().importLesson(text: text, file: "t.txt", options: ImportOptions(language: "en")).markdown
        #expect(markdown.contains("```swift step=1 file=A.swift\n"))
    }
}
