import CourseModel
import CourseParsing
import Foundation

/// The courses `verify` checks: course folders, folders of courses, language folders
/// and lesson files, merged so a lesson given twice (or with its course) is checked once.
/// A path that holds no lesson is an error: "0 passed" must never mean "nothing looked at".
enum VerifyInputs {
    static func load(_ paths: [String]) throws(CourseErrors) -> [Course] {
        let loader = CourseLoader()
        var courses: [Course] = []
        var errors: [CourseError] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(CourseError("no such file or folder", file: path))
                continue
            }
            do {
                let found = isDirectory.boolValue ? try folderCourses(path, loader: loader) : [try lessonCourse(path, loader: loader)]
                guard found.contains(where: { !$0.lessons.isEmpty }) else {
                    errors.append(CourseError(
                        "no lessons here (give a course folder with course.json, a folder of courses, a language folder or a lesson file)",
                        file: path))
                    continue
                }
                courses += found
            } catch {
                errors += error.errors
            }
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        return merged(courses)
    }

    /// A course folder, a language folder of a course (its lessons, with the course's
    /// support files), or a folder of courses.
    private static func folderCourses(_ path: String, loader: CourseLoader) throws(CourseErrors) -> [Course] {
        if CourseLoader.isCourseDirectory(path) { return [try loader.loadCourse(directory: path)] }
        let parent = AbsolutePath.parent(of: canonical(path))
        if CourseLoader.isCourseDirectory(parent) {
            var course = try loader.loadCourse(directory: parent)
            course.lessons = course.lessons.filter { canonical(($0.file as NSString).deletingLastPathComponent) == canonical(path) }
            return [course]
        }
        if CourseLoader.holdsLessonFolders(path) {
            throw CourseErrors([CourseError("lesson folders but no course.json (see docs/format.md)", file: path)])
        }
        return try loader.loadCourses(root: path)
    }

    /// A lesson file with its course's support files (the course is loaded for them),
    /// or alone when it lies outside a course.
    private static func lessonCourse(_ path: String, loader: CourseLoader) throws(CourseErrors) -> Course {
        let courseDirectory = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let lesson: Lesson
        do { lesson = try loader.loadLesson(path: path) } catch { throw CourseErrors([error]) }
        guard CourseLoader.isCourseDirectory(courseDirectory.isEmpty ? "." : courseDirectory) else {
            return Course(
                id: "", directory: (path as NSString).deletingLastPathComponent, titles: [:], sourceLanguage: lesson.language,
                lessonOrder: [lesson.id], supportFiles: [], lessons: [lesson])
        }
        var course = try loader.loadCourse(directory: courseDirectory.isEmpty ? "." : courseDirectory)
        course.lessons = [lesson]
        return course
    }

    private static func merged(_ courses: [Course]) -> [Course] {
        var result: [Course] = []
        var seenLessons: Set<String> = []
        for var course in courses {
            course.lessons = course.lessons.filter { seenLessons.insert(canonical($0.file)).inserted }
            if let index = result.firstIndex(where: { canonical($0.directory) == canonical(course.directory) }) {
                result[index].lessons += course.lessons
            } else {
                result.append(course)
            }
        }
        return result
    }

    /// One spelling per file or folder, symbolic links resolved. The paths are
    /// absolute already (the CLI resolves them against the console's directory).
    private static func canonical(_ path: String) -> String {
        AbsolutePath.canonical(path, in: FileManager.default.currentDirectoryPath)
    }
}
