import CourseModel
import Foundation

/// A path that a lesson (`include=`) or course.json (`support`) names, resolved
/// inside the course folder with symbolic links followed, before anything is read:
/// lessons come from contributors, and an include of `/etc/passwd` or
/// `../../secrets` would otherwise be published in the page.
enum CoursePath {
    /// The canonical path of `path` inside `folder` (what is read is what was checked),
    /// or why it is refused.
    static func resolve(_ path: String, inside folder: String) -> Result<String, CourseError> {
        guard !path.hasPrefix("/") else {
            return .failure(CourseError("path '\(path)' is absolute; give a path relative to the course folder"))
        }
        let root = AbsolutePath.canonical(folder, in: FileManager.default.currentDirectoryPath)
        let resolved = AbsolutePath.canonical(path, in: root)
        guard AbsolutePath.isWithin(resolved, root), resolved != root else {
            return .failure(CourseError("path '\(path)' leads outside the course folder (to \(resolved))"))
        }
        return .success(resolved)
    }
}
