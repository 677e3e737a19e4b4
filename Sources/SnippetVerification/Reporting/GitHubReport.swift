import CourseModel
import CoursecSupport
import Foundation

/// `verify --format github`: a workflow annotation per lesson error, per failure and per
/// note, then the summary line (none when no lesson was left to verify: `summary` nil).
public enum GitHubReport {
    public static func lines(_ results: [SnippetResult], errors: [ReportedError] = [], summary: VerificationSummary?) -> [String] {
        errors.map(annotation)
            + results.filter { $0.status == .failed }.map(annotation)
            + results.compactMap { result in
                result.note.map { "::notice file=\(escapeProperty(result.file)),line=\(result.line)::\(escapeData($0))" }
            }
            + (summary.map { [$0.line] } ?? [])
    }

    /// At the first compiler error, else, for a program that ran to its end, at the first
    /// expected line that does not match (the line to edit; the result itself names the
    /// output block's fence), else at the block. One annotation per snippet, not one per
    /// line: the runner shows at most 10 error annotations of a step.
    static func annotation(_ result: SnippetResult) -> String {
        let differing = result.ranToCompletion
            ? result.lines.first(where: \.verdict.fails).map { SourceLocation(file: result.file, line: $0.lessonLine) }
            : nil
        let place = result.diagnostics.first?.location ?? differing ?? .init(file: result.file, line: result.line)
        let description = FailureDescription(result)
        let message = ([result.reason ?? "failed"] + (description.source.map { [$0] } ?? []) + description.details).joined(separator: "\n")
        return "::error file=\(escapeProperty(place.file)),line=\(place.line)::\(escapeData(message))"
    }

    /// At the error's line, or on its file alone when it names no line.
    static func annotation(_ reported: ReportedError) -> String {
        let properties = [reported.file.map { "file=\(escapeProperty($0))" }, reported.line.map { "line=\($0)" }].compactMap { $0 }
        let command = properties.isEmpty ? "::error" : "::error " + properties.joined(separator: ",")
        return command + "::" + escapeData(reported.error.message)
    }

    /// The escapes the Actions runner decodes (actions/toolkit, command.ts).
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
