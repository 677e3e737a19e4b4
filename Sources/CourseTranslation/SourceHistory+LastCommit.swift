import CoursecSupport
import Foundation

extension SourceHistory {
    /// When each file under `folder` was last committed, by its path relative to `folder`
    /// (`temel/tr/01-a.md`), from one `git log` over the folder; empty without git or
    /// outside a repository. A file never committed has no date: `lastUpdated` shows none.
    public static func lastCommitDates(under folder: String) -> [String: Date] {
        let arguments = ["git", "-c", "core.quotePath=false", "-C", folder.isEmpty ? "." : folder,
                         "log", "--format=%x01%ct", "--name-only", "--relative", "--no-renames", "--", "."]
        guard let run = try? CapturedProcess.run("/usr/bin/env", arguments), run.status == 0 else { return [:] }
        var dates: [String: Date] = [:]
        var commitDate: Date?
        // Newest commit first: a file's first appearance is its last commit.
        for line in run.outputText.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("\u{1}") {
                commitDate = Double(line.dropFirst()).map { Date(timeIntervalSince1970: $0) }
            } else if let commitDate, dates[String(line)] == nil {
                dates[String(line)] = commitDate
            }
        }
        return dates
    }

    /// The commit `folder`'s repository has checked out; nil without git or outside a
    /// repository. A build's inputs name it, so a new commit is no build "up to date".
    public static func head(of folder: String) -> String? {
        guard let run = try? CapturedProcess.run("/usr/bin/env", ["git", "-C", folder.isEmpty ? "." : folder, "rev-parse", "HEAD"]),
              run.status == 0 else { return nil }
        return run.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
