import CourseModel
import CourseParsing
import Foundation

/// The courses `verify` checks: course folders, folders of courses, language folders
/// and lesson files, merged so a lesson given twice (or with its course) is checked once.
/// A path that holds no lesson is an error: "0 passed" must never mean "nothing looked at".
enum VerifyInputs {
    /// Every course and sound lesson the paths name, and every error: a broken lesson
    /// is left out (its errors reported) and the others are still verified.
    static func load(_ paths: [String]) -> CourseLoad {
        let loader = CourseLoader()
        var load = CourseLoad()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                load.errors.append(CourseError("no such file or folder", file: path))
                continue
            }
            let found = isDirectory.boolValue ? folderCourses(path, loader: loader) : lessonCourse(path, loader: loader)
            guard found.courses.contains(where: { !$0.lessons.isEmpty }) || !found.errors.isEmpty else {
                load.errors.append(CourseError(
                    "no lessons here (give a course folder with course.json, a folder of courses, a language folder or a lesson file)",
                    file: path))
                continue
            }
            load = load + found
        }
        // Sets, not searches of what is kept: a course.json listing 16,000 missing
        // lessons gives 16,000 errors, and comparing each with all took minutes.
        var seenErrors: Set<CourseError> = []
        let errors = load.errors.filter { seenErrors.insert($0).inserted }
        var seenBroken: Set<String> = []
        let broken = load.broken.filter { seenBroken.insert(canonical($0.file)).inserted }
        return CourseLoad(courses: merged(load.courses), broken: broken, errors: errors)
    }

    /// A course folder, a language folder of a course (its lessons, with the course's
    /// support files), or a folder of courses.
    private static func folderCourses(_ path: String, loader: CourseLoader) -> CourseLoad {
        if CourseLoader.isCourseDirectory(path) { return loader.loadCourseGoingOn(directory: path) }
        // The folder it is named in first: a language folder that is a link out of the
        // courses folder is then refused at the link (the course checks it), not looked into.
        let named = AbsolutePath.parent(of: AbsolutePath.of(path, in: FileManager.default.currentDirectoryPath))
        let parent = CourseLoader.isCourseDirectory(named) ? named : AbsolutePath.parent(of: canonical(path))
        if CourseLoader.isCourseDirectory(parent) {
            return only(loader.loadCourseGoingOn(directory: parent)) { canonical(($0 as NSString).deletingLastPathComponent) == canonical(path) }
        }
        if CourseLoader.holdsLessonFolders(path) {
            return CourseLoad(errors: [CourseError("lesson folders but no course.json (see docs/format.md)", file: path)])
        }
        return loader.loadCoursesGoingOn(root: path)
    }

    /// A lesson file with its course's support files (the course is loaded for them),
    /// or alone when it lies outside a course.
    private static func lessonCourse(_ path: String, loader: CourseLoader) -> CourseLoad {
        let courseDirectory = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        guard CourseLoader.isCourseDirectory(courseDirectory.isEmpty ? "." : courseDirectory) else {
            do {
                let lesson = try loader.loadLesson(path: path)
                return CourseLoad(courses: [Course(
                    id: "", directory: (path as NSString).deletingLastPathComponent, titles: [:], sourceLanguage: lesson.language,
                    lessonOrder: [lesson.id], supportFiles: [], lessons: [lesson])])
            } catch {
                return CourseLoad(errors: [error])
            }
        }
        return only(loader.loadCourseGoingOn(directory: courseDirectory.isEmpty ? "." : courseDirectory)) { canonical($0) == canonical(path) }
    }

    /// The part of a course's load about the lesson files `keeps`: its lessons and broken
    /// lessons, and the errors of the course itself; other lessons' errors are not the user's question.
    private static func only(_ load: CourseLoad, keeping keeps: (String) -> Bool) -> CourseLoad {
        let broken = load.broken.filter { keeps($0.file) }
        let others = Set(load.broken.filter { !keeps($0.file) }.flatMap(\.errors))
        let errors = load.errors.filter { !others.contains($0) }
        let courses = load.courses.map { course in
            var kept = course
            kept.lessons = course.lessons.filter { keeps($0.file) }
            return kept
        }
        return CourseLoad(courses: courses, broken: broken, errors: errors)
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
