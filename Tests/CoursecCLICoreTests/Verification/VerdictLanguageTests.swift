import CoursecTestSupport
import Testing

/// An output that differs is told in the lesson's own words: English, Turkish or
/// Japanese verdicts, whatever course the verdict engine came from.
@Suite(.tags(.compiles)) struct VerdictLanguageTests {
    let folder = TemporaryDirectory("coursec-verdicts")

    func lesson(_ language: String) -> String {
        folder.write("courses/c-\(language)/course.json", #"{"title": {"\#(language)": "C"}, "sourceLanguage": "\#(language)", "lessons": ["a"]}"#)
        return folder.write(
            "courses/c-\(language)/\(language)/01-a.md",
            "---\nid: a\ntitle: A\n---\n\n```swift run\nprint(\"one\")\nprint(\"three\")\n```\n\n```output\none\ntwo\n```\n")
    }

    @Test(arguments: [
        ("en", "1 differs", "  13 differs  expected: two | actual: three"),
        ("tr", "1 bayat", "  13 bayat   expected: two | actual: three"),
        ("ja", "1 相違", "  13 相違  expected: two | actual: three"),
    ])
    func aDifferingLineIsNamedInTheLessonsLanguage(_ example: (language: String, tally: String, detail: String)) {
        let file = lesson(example.language)
        let run = CLIRun.run(["verify", "--no-cache", file], in: folder.path)
        #expect(run.status == 1)
        #expect(run.err == "\(file):11: error: output differs from what the snippet prints (\(example.tally))\n\(example.detail)\n")
    }

    @Test func jsonKeepsItsVerdictAndWordInEveryLanguage() {
        let file = lesson("en")
        let run = CLIRun.run(["verify", "--no-cache", "--format", "json", file], in: folder.path)
        #expect(run.out.contains(#""verdict": "differs","#))
        #expect(run.out.contains(#""word": "bayat","#))
    }
}
