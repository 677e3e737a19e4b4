import CourseModel
import Foundation

/// The courses that paths name, as `verify PATH...` checks them: course folders,
/// folders of courses, language folders and lesson files, merged so a lesson given
/// twice (or with its course) is loaded once. A path that holds no lesson is an
/// error: "0 passed" must never mean "nothing looked at".
extension CourseLoader {
    /// Every course and sound lesson the paths name, and every error: a broken lesson
    /// is left out (its errors reported) and the others are still loaded.
    public func load(paths: [String]) -> CourseLoad {
        var load = CourseLoad()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                load.errors.append(CourseError("no such file or folder", file: path))
                continue
            }
            let found = isDirectory.boolValue ? folderCourses(path) : lessonCourse(path)
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
        let broken = load.broken.filter { seenBroken.insert(Self.canonical($0.file)).inserted }
        return CourseLoad(courses: Self.merged(load.courses), broken: broken, errors: errors, leftOutWithCourse: load.leftOutWithCourse)
    }

    /// A course folder, a language folder of a course (its lessons, with the course's
    /// support files), or a folder of courses.
    private func folderCourses(_ path: String) -> CourseLoad {
        if Self.isCourseDirectory(path) { return loadCourseGoingOn(directory: path) }
        // The folder it is named in first: a language folder that is a link out of the
        // courses folder is then refused at the link (the course checks it), not looked into.
        let named = FilePath(path).appending("..").canonicalEntry
        let parent = Self.isCourseDirectory(named) ? named : AbsolutePath.parent(of: Self.canonical(path))
        if Self.isCourseDirectory(parent) {
            return loadCourseGoingOn(directory: parent).keeping { file, _ in
                Self.canonical(FilePath(file).deletingLastComponent.spelling) == Self.canonical(path)
            }
        }
        if Self.holdsLessonFolders(path) {
            return CourseLoad(errors: [CourseError("lesson folders but no course.json (see docs/format.md)", file: path)])
        }
        return loadCoursesGoingOn(root: path)
    }

    /// A lesson file with its course's support files (the course is loaded for them),
    /// or alone when it lies outside a course.
    private func lessonCourse(_ path: String) -> CourseLoad {
        guard let courseDirectory = Self.courseDirectory(ofLesson: path) else {
            do {
                let lesson = try loadLesson(path: path)
                return CourseLoad(courses: [Course(
                    id: "", directory: FilePath(path).deletingLastComponent.spelling, titles: [:], sourceLanguage: lesson.language,
                    lessonOrder: [lesson.id], supportFiles: [], lessons: [lesson])])
            } catch {
                return CourseLoad(errors: [error])
            }
        }
        return loadCourseGoingOn(directory: courseDirectory).keeping { file, _ in Self.canonical(file) == Self.canonical(path) }
    }

    /// The courses with each lesson once, a course named twice (by two spellings, or by
    /// itself and one of its language folders) joined into one.
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

    /// One spelling per file or folder, symbolic links resolved.
    private static func canonical(_ path: String) -> String {
        FilePath(path).canonical
    }
}
