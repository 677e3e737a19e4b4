import CoursecSupport
import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification
import Testing

/// A block imported with `source=N` (an imported book's listing): each of its failures
/// names the source's own file and line besides the lesson's, in the text, JSON, GitHub
/// and JUnit reports, at the line of what failed when the block's code is the source's.
@Suite(.tags(.compiles)) struct SourcePlaceTests {
    static let lesson = """
        ---
        id: a
        title: A
        source: language-guide/pond.md
        ---

        Text.

        ```swift run source=40
        let depth = 3
        print(depth + 1)
        // Prints "5"
        ```

        ```swift setup group=g source=52
        let width = 2
        ```

        ```swift typecheck group=g source=48
        print(widht)
        ```

        ```swift run source=60
        print("fine")
        // Prints "fine"
        ```

        """

    static func verify(_ lesson: String) throws -> (results: [SnippetResult], folder: TemporaryDirectory) {
        let folder = TemporaryDirectory("coursec-source-place")
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        folder.write("courses/c/en/01-a.md", lesson)
        let course = try CourseLoader().loadCourse(directory: folder.file("courses/c"))
        var options = VerifierOptions()
        options.limits.runSeconds = 10
        return (try Verifier(options: options).verify([course]), folder)
    }

    @Test func everyFailureNamesTheSourcesFileAndTheLineOfWhatFailed() throws {
        let (results, folder) = try Self.verify(Self.lesson)
        defer { folder.remove() }
        let file = folder.file("courses/c/en/01-a.md")
        #expect(results.map { "\($0.line) \($0.status.rawValue) \($0.placeInSource?.description ?? "-")" } == [
            // The differing `// Prints` line is the book's line 3 of the listing.
            "12 failed language-guide/pond.md:43",
            // A hidden test's setup is no copy of the book's lines: its block's line.
            "15 passed language-guide/pond.md:52",
            // The compile error on the listing's first line of code.
            "20 failed language-guide/pond.md:49",
            "23 passed language-guide/pond.md:60",
        ])
        let text = results.filter { $0.status == .failed }.flatMap { FailureDescription($0).lines }
            .map { $0.replacingOccurrences(of: file, with: "01-a.md") }
        #expect(text == [
            "01-a.md:12: error: output differs from what the snippet prints (1 differs)",
            "language-guide/pond.md:43: note: here in the source the lesson was imported from",
            "  12 differs  expected: 5 | actual: 4",
            "01-a.md:20:7: error: cannot find 'widht' in scope",
            "language-guide/pond.md:49: note: here in the source the lesson was imported from",
        ])

        let json = JSONReport.value(results).serialized()
        #expect(json.contains(#""group":null,"source":{"file":"language-guide/pond.md","line":43}}"#))
        #expect(json.contains(#""source":{"file":"language-guide/pond.md","line":49}}"#))

        let github = GitHubReport.lines(results, summary: VerificationSummary(results))
        #expect(github.filter { $0.hasPrefix("::error") }.map { $0.replacingOccurrences(of: file.replacingOccurrences(of: ":", with: "%3A"), with: "01-a.md") } == [
            "::error file=01-a.md,line=12::output differs from what the snippet prints (1 differs)%0Alanguage-guide/pond.md:43: note: here in the source the lesson was imported from%0A  12 differs  expected: 5 | actual: 4",
            "::error file=01-a.md,line=20::cannot find 'widht' in scope%0Alanguage-guide/pond.md:49: note: here in the source the lesson was imported from",
        ])

        let junit = JUnitReport.document(results).descendants(named: "failure").map(\.textContent)
        #expect(junit.map { $0.replacingOccurrences(of: file, with: "01-a.md") } == [
            "01-a.md:12: error: output differs from what the snippet prints (1 differs)\nlanguage-guide/pond.md:43: note: here in the source the lesson was imported from\n  12 differs  expected: 5 | actual: 4",
            "01-a.md:20:7: error: cannot find 'widht' in scope\nlanguage-guide/pond.md:49: note: here in the source the lesson was imported from",
        ])
    }

    @Test func aLessonWrittenByHandKeepsItsReportsAsTheyWere() throws {
        let (results, folder) = try Self.verify(Self.lesson.replacingOccurrences(of: #" source=\d+"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "source: language-guide/pond.md\n", with: ""))
        defer { folder.remove() }
        #expect(results.map { $0.placeInSource } == [nil, nil, nil, nil])
        #expect(!JSONReport.value(results).serialized().contains(#""source""#))
        #expect(results.filter { $0.status == .failed }.map { FailureDescription($0).lines.contains { $0.contains("note: here in the source") } } == [false, false])
    }
}
