import CourseModel
import CourseParsing

/// An error that kept a lesson, or a whole course, from being verified, as every report
/// shows it: the error itself (its file and line) and the lesson it left out, when it
/// belongs to one. A report that listed only snippets would read as green while a lesson
/// was never checked, so the github, JSON and JUnit reports each carry these too.
public struct ReportedError: Hashable, Sendable {
    /// What a report says the error is about: `lesson` for an error of a broken lesson,
    /// `course` for any other (course.json, a support file, a path that holds no lesson).
    public enum Kind: String, Hashable, Sendable {
        case lesson
        case course
    }

    public var error: CourseError
    public var kind: Kind
    public var course: String?
    public var language: String?
    /// The broken lesson's id (from its file name when its front matter is what is broken).
    public var lesson: String?
    /// The broken lesson's file.
    public var lessonFile: String?

    public init(
        _ error: CourseError, kind: Kind, course: String? = nil, language: String? = nil, lesson: String? = nil, lessonFile: String? = nil
    ) {
        self.error = error
        self.kind = kind
        self.course = course
        self.language = language
        self.lesson = lesson
        self.lessonFile = lessonFile
    }

    /// The file a report names: the error's own, else the broken lesson's.
    public var file: String? { error.location?.file ?? error.file ?? lessonFile }
    /// The line a report names, nil for an error about a whole file.
    public var line: Int? { error.location?.line }

    /// `course.lang.lesson`, as a snippet's JUnit class name reads; the file for an
    /// error of no course.
    public var className: String {
        let parts = [course, language, lesson].compactMap { $0 }
        return parts.isEmpty ? (file ?? "coursec") : parts.joined(separator: ".")
    }

    /// Every error of `load`, in the order the text report prints them, each with the
    /// broken lesson it belongs to.
    public static func all(in load: CourseLoad) -> [ReportedError] {
        load.errors.map { error in
            guard let broken = load.broken.first(where: { $0.errors.contains(error) }) else {
                return ReportedError(error, kind: .course)
            }
            return ReportedError(
                error, kind: .lesson, course: broken.course, language: broken.language, lesson: broken.id, lessonFile: broken.file)
        }
    }
}
