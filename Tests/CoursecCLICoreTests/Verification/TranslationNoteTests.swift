import CoursecTestSupport
import Foundation
import Testing

/// A translation whose code drifted from its source's has its output comments read
/// by its own convention, and `verify` says so in every report format.
@Suite(.tags(.compiles)) struct TranslationNoteTests {
    static let source = """
        ---
        id: note
        title: Not
        ---

        ```swift run
        print(1) // Prints "1".
        ```

        """

    static let drifted = """
        ---
        id: note
        title: 注記
        translation-of: tr 0123456789abcdef
        ---

        ```swift run
        print(1 + 0)
        // 1
        ```

        """

    func withFixture(_ body: (FixtureCourse) throws -> Void) throws {
        let fixture = try FixtureCourse(id: "note", lessons: ["note"])
        defer { fixture.remove() }
        try fixture.write("tr/01-note.md", Self.source)
        try fixture.write("ja/01-note.md", Self.drifted)
        try body(fixture)
    }

    static func note(_ fixture: FixtureCourse) -> String {
        "the code differs from its source's (\(fixture.path("tr/01-note.md")):6) outside comments and string literals, so its output comments are read by this lesson's own convention, not found where the source has them"
    }

    @Test func theTextReportNotesADriftedTranslationOnStandardError() throws {
        try withFixture { fixture in
            let run = CLIRun.run(["verify"], in: fixture.root)
            #expect(run.status == 0)
            #expect(run.err == "\(fixture.path("ja/01-note.md")):7: note: \(Self.note(fixture))\n")
            #expect(run.out == "2 passed, 0 failed, 0 skipped\n")
        }
    }

    @Test func theJSONReportGivesTheNoteOnlyOnTheResultThatHasOne() throws {
        try withFixture { fixture in
            let run = CLIRun.run(["verify", "--format", "json"], in: fixture.root)
            #expect(run.status == 0)
            let results = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])
            #expect(results.map { $0["lang"] as? String } == ["ja", "tr"])
            #expect(results.map { $0["note"] as? String } == [Self.note(fixture), nil])
            #expect(results.map { $0.keys.contains("note") } == [true, false])
        }
    }

    @Test func theGitHubReportGivesTheNoteAsANoticeAnnotation() throws {
        try withFixture { fixture in
            let run = CLIRun.run(["verify", "--format", "github"], in: fixture.root)
            #expect(run.status == 0)
            let file = fixture.path("ja/01-note.md").replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
            #expect(run.out == "::notice file=\(file),line=7::\(Self.note(fixture))\n2 passed, 0 failed, 0 skipped\n")
        }
    }
}
