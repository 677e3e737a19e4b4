import CourseModel
import CoursecSupport
import Foundation

/// A failed snippet as an author reads it: where, why, and the lines that differ.
public struct FailureDescription: Hashable, Sendable {
    /// `file:line: error: message` lines: one per compiler error (`file:line:column:`, then
    /// its notes), else one for the snippet.
    public var headlines: [String]
    /// `  121 bayat   expected: … | actual: …` for every line that does not match.
    public var details: [String]
    /// `language-guide/functions.md:70: note: …`: where the source the lesson was imported
    /// from has what failed (a book's chapter), for a block imported with `source=N`.
    public var source: String?

    public init(_ result: SnippetResult) {
        if result.diagnostics.isEmpty {
            headlines = ["\(result.file):\(result.line): error: \(result.reason ?? "failed")"]
        } else {
            headlines = result.diagnostics.flatMap { [$0.description] + $0.notes.map(\.description) }
        }
        source = result.sourceNote
        // A program that stopped early (a crash, an exit status) shows everything it
        // printed before it stopped, matching lines too: that is how far it came.
        let stoppedEarly = result.role == .run && !result.ranToCompletion && result.diagnostics.isEmpty
        details = (stoppedEarly ? result.lines : result.lines.filter { $0.verdict != .matches }).map { Self.detail($0, language: result.language) }
    }

    /// Headlines, the place in the source, then details, one per line.
    public var lines: [String] { headlines + (source.map { [$0] } ?? []) + details }

    /// The verdict in the lesson's language, padded so the columns after it line up.
    static func detail(_ line: SnippetResult.Line, language: String) -> String {
        let word = line.verdict.word(in: language).padding(toLength: SnippetResult.Verdict.wordWidth(in: language), withPad: " ", startingAt: 0)
        return "  \(line.lessonLine) \(word)  expected: \(line.expected ?? "(nothing)") | actual: \(line.actual ?? "(nothing)")"
    }
}
