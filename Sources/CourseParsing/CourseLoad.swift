import CourseModel

/// What loading `courses/` found when it goes on past errors: the courses with
/// their sound lessons, the broken lessons left out of them, and every error
/// (of broken lessons, and of courses that could not be loaded at all).
public struct CourseLoad: Sendable {
    public var courses: [Course] = []
    public var broken: [BrokenLesson] = []
    public var errors: [CourseError] = []

    public init(courses: [Course] = [], broken: [BrokenLesson] = [], errors: [CourseError] = []) {
        self.courses = courses
        self.broken = broken
        self.errors = errors
    }

    /// The courses, or every error at once.
    public func get() throws(CourseErrors) -> [Course] {
        if !errors.isEmpty { throw CourseErrors(errors) }
        return courses
    }

    public static func + (lhs: CourseLoad, rhs: CourseLoad) -> CourseLoad {
        CourseLoad(courses: lhs.courses + rhs.courses, broken: lhs.broken + rhs.broken, errors: lhs.errors + rhs.errors)
    }
}
