import CourseModel
import CoursecSupport
import Foundation

/// `verify --format github`: a workflow annotation per failure and per note, then the summary line.
public enum GitHubReport {
    public static func lines(_ results: [SnippetResult], summary: VerificationSummary? = nil) -> [String] {
        results.filter { $0.status == .failed }.map(annotation)
            + results.compactMap { result in
                result.note.map { "::notice file=\(escapeProperty(result.file)),line=\(result.line)::\(escapeData($0))" }
            }
            + [(summary ?? VerificationSummary(results)).line]
    }

    static func annotation(_ result: SnippetResult) -> String {
        let place = result.diagnostics.first?.location ?? .init(file: result.file, line: result.line)
        let description = FailureDescription(result)
        let message = ([result.reason ?? "failed"] + description.details).joined(separator: "\n")
        return "::error file=\(escapeProperty(place.file)),line=\(place.line)::\(escapeData(message))"
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
