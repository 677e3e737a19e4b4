/// A lesson source with front matter and `swift run` + `output` pairs, for fixtures
/// whose line numbers no test depends on.
public enum LessonText {
    public static func make(id: String, runs: [(code: String, output: String)]) -> String {
        var text = "---\nid: \(id)\ntitle: \(id)\n---\n"
        for run in runs {
            text += "\n```swift run\n\(run.code)\n```\n\n```output\n\(run.output)\n```\n"
        }
        return text
    }
}
