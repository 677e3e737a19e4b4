import CourseModel
import CourseParsing
import Foundation

/// Where the courses folder is when `--courses` is not given: `courses` in the current
/// folder, else in the nearest folder above that holds one with a course in it, as git
/// finds `.git`. An author inside `courses/swift-basics/tr` then runs every command as
/// from the folder that holds `courses/`.
enum CoursesFolderSearch {
    /// The folder above `directory` (absolute) whose `courses/` holds a course; nil when
    /// `directory` has a `courses` of its own (it is used as it is) or no folder above has one.
    static func projectFolder(above directory: String) -> String? {
        let here = AbsolutePath.simplified(directory)
        guard !exists(FilePath(here).appending("courses").spelling) else { return nil }
        var folder = here
        while folder != "/" {
            folder = AbsolutePath.parent(of: folder)
            let courses = FilePath(folder).appending("courses").spelling
            if holdsCourse(courses) { return folder }
        }
        return nil
    }

    /// What to do when no courses folder is anywhere to be found, said exactly.
    static func notFound(from directory: String) -> CourseError {
        CourseError(
            "no courses folder here or in any folder above \(AbsolutePath.simplified(directory)); run coursec in the folder that holds courses/, give --courses DIR, or start a course with 'coursec new course ID --lang LANG'",
            file: "courses")
    }

    private static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private static func holdsCourse(_ folder: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).contains {
            CourseLoader.isCourseDirectory(FilePath(folder).appending($0).spelling)
        }
    }
}
