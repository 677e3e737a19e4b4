import CourseModel

/// What loading `courses/` found when it goes on past errors: the courses with
/// their sound lessons, the broken lessons left out of them, and every error
/// (of broken lessons, and of courses that could not be loaded at all).
public struct CourseLoad: Sendable {
    public var courses: [Course] = []
    public var broken: [BrokenLesson] = []
    public var errors: [CourseError] = []
    /// The sound lessons of courses left out whole (a wrong course.json or support
    /// file), by file: not broken themselves, but not verified or built either.
    public var leftOutWithCourse: [String] = []

    public init(courses: [Course] = [], broken: [BrokenLesson] = [], errors: [CourseError] = [], leftOutWithCourse: [String] = []) {
        self.courses = courses
        self.broken = broken
        self.errors = errors
        self.leftOutWithCourse = leftOutWithCourse
    }

    /// How many lesson files this load leaves out: the broken ones and those of courses
    /// left out whole. The verify summary counts them, so `2 passed` beside exit 1 says why.
    public var leftOutCount: Int { Set(broken.map(\.file) + leftOutWithCourse).count }

    /// The courses, or every error at once.
    public func get() throws(CourseErrors) -> [Course] {
        if !errors.isEmpty { throw CourseErrors(errors) }
        return courses
    }

    public static func + (lhs: CourseLoad, rhs: CourseLoad) -> CourseLoad {
        CourseLoad(
            courses: lhs.courses + rhs.courses, broken: lhs.broken + rhs.broken, errors: lhs.errors + rhs.errors,
            leftOutWithCourse: lhs.leftOutWithCourse + rhs.leftOutWithCourse)
    }
}
