import CoursecSupport
import CourseModel
import Foundation

extension SourceHistory {
    /// Whether git can give a folder's history: the sections that changed in an outdated
    /// translation's source are named from the text its hash stands for, which git keeps
    /// (and `.translations/`, for translations stamped since `translate` keeps it there).
    public enum Repository: Hashable, Sendable {
        case found
        case notARepository
        case noGit
    }

    /// The repository `folder` lies in, if any.
    public static func repository(containing folder: String) -> Repository {
        // env exits 127 when it finds no git on PATH.
        guard let run = try? CapturedProcess.run("/usr/bin/env", ["git", "-C", folder, "rev-parse", "--is-inside-work-tree"]),
              run.status != 127 else { return .noGit }
        return run.status == 0 && run.outputText.trimmingCharacters(in: .whitespacesAndNewlines) == "true" ? .found : .notARepository
    }

    /// What `coursec status` says once when git cannot name changed sections in `folder`, the
    /// folder that holds the courses folder; nil in a repository.
    public static func repositoryNote(for folder: String, _ repository: Repository) -> String? {
        let start = "git init && git add -A && git commit -m 'Start the course'"
        switch repository {
        case .found: return nil
        case .notARepository:
            return "note: without git history, outdated sections are named only from the texts translate keeps in .translations/, and translate --update cannot check what was translated; start a repository in \(folder): \(start)"
        case .noGit:
            return "note: without git history, outdated sections are named only from the texts translate keeps in .translations/, and translate --update cannot check what was translated, and git is not installed: apt-get install git, then in \(folder): \(start)"
        }
    }

    /// git on PATH, for `coursec doctor`: status works without it, naming no changed section.
    public static func check() -> RuntimeCheck {
        guard let run = try? CapturedProcess.run("/usr/bin/env", ["git", "--version"]), run.status == 0 else {
            return RuntimeCheck(
                "git", .lacking, "not on PATH; status cannot name the sections that changed in an outdated translation's source",
                fix: "apt-get install git")
        }
        return .found("git", run.outputText.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
