import CourseModel
import CoursecSupport
import Foundation

/// A failed snippet as an author reads it: where, why, and the lines that differ.
public struct FailureDescription: Hashable, Sendable {
    /// `file:line: error: message` lines: one per compiler error, else one for the snippet.
    public var headlines: [String]
    /// `  121 bayat   expected: … | actual: …` for every line that is not uyumlu.
    public var details: [String]

    public init(_ result: SnippetResult) {
        if result.diagnostics.isEmpty {
            headlines = ["\(result.file):\(result.line): error: \(result.reason ?? "failed")"]
        } else {
            headlines = result.diagnostics.map { "\($0.location): error: \($0.message)" }
        }
        // A program that stopped early (a crash, an exit status) shows everything it
        // printed before it stopped, matching lines too: that is how far it came.
        let stoppedEarly = result.role == .run && !result.ranToCompletion && result.diagnostics.isEmpty
        details = (stoppedEarly ? result.lines : result.lines.filter { $0.verdict != .matches }).map(Self.detail)
    }

    /// Headlines, then details, one per line.
    public var lines: [String] { headlines + details }

    static func detail(_ line: SnippetResult.Line) -> String {
        let word = line.verdict.courseWord.padding(toLength: 6, withPad: " ", startingAt: 0)
        return "  \(line.lessonLine) \(word)  expected: \(line.expected ?? "(nothing)") | actual: \(line.actual ?? "(nothing)")"
    }
}
