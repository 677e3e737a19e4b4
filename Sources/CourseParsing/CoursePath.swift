import CourseModel
import Foundation

/// Paths resolved inside the folder they must stay in, with symbolic links followed,
/// before anything is read: lessons come from contributors, and an include of
/// `/etc/passwd` or `../../secrets`, or a lesson file that is a link to one, would
/// otherwise be published in the page.
enum CoursePath {
    /// The canonical path of a path that a lesson (`include=`) or course.json (`support`)
    /// names, inside `folder`, the course folder (what is read is what was checked), or
    /// why it is refused.
    static func resolve(_ path: String, inside folder: String) -> Result<String, CourseError> {
        guard !path.hasPrefix("/") else {
            return .failure(CourseError("path '\(path)' is absolute; give a path relative to the course folder"))
        }
        let (resolved, inside) = confined(path, in: folder)
        guard inside else {
            return .failure(CourseError("path '\(path)' leads outside the course folder (to \(resolved))"))
        }
        return .success(resolved)
    }

    /// Why `path`, a course folder, language folder or lesson file that the loader found
    /// in `courses` (the courses folder), is not read: it is a symbolic link that leads
    /// out of it. Nil when it stays inside. The folder holding `path` is inside already
    /// (the loader asks from the top down), so only a link needs resolving: most paths
    /// cost one `lstat`, not a `realpath` for each of thousands of lessons.
    /// The text of a file the courses folder keeps for the whole site (`glossary.json`,
    /// `site.json`), nil when there is none. Its words are published, so, as a lesson
    /// file, it must not be a link out of the folder.
    static func siteFileText(_ name: String, in root: String) throws(CourseError) -> (path: String, text: String)? {
        let path = FilePath(root).appending(name).spelling
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        if let refused = linkOut(path, kind: name, courses: root) { throw refused }
        guard let data = FileManager.default.contents(atPath: path) else { throw CourseError("cannot read \(name)", file: path) }
        return (path, String(decoding: data, as: UTF8.self))
    }

    static func linkOut(_ path: String, kind: String, courses: String) -> CourseError? {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return nil }
        let (resolved, inside) = confined(FilePath(path).canonical, in: courses)
        guard !inside else { return nil }
        return CourseError("this \(kind) is a symbolic link out of the courses folder (to \(resolved)); only what is inside it is read", file: path)
    }

    /// `path` (relative to `folder`, or absolute) with every link resolved, and whether
    /// it lies inside `folder`, itself resolved, and is not `folder` itself.
    private static func confined(_ path: String, in folder: String) -> (resolved: String, inside: Bool) {
        FilePath(path).confined(to: FilePath(folder))
    }
}
