import CourseModel
import CourseParsing
import Foundation

/// The courses `verify` checks: course folders, folders of courses and lesson files,
/// merged so a lesson given twice (or with its course) is checked once.
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
                if isDirectory.boolValue {
                    courses += CourseLoader.isCourseDirectory(path)
                        ? [try loader.loadCourse(directory: path)]
                        : try loader.loadCourses(root: path)
                } else {
                    courses.append(try lessonCourse(path, loader: loader))
                }
            } catch {
                errors += error.errors
            }
        }
        if !errors.isEmpty { throw CourseErrors(errors) }
        return merged(courses)
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

    private static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }
}
