import CourseModel

extension CourseLoad {
    /// The part of the load about the lessons `keeps` accepts, by file and id: those
    /// lessons and broken lessons, and every error but those of the other lessons, so
    /// the errors of a course itself stay. Whoever asked about one lesson (verify with
    /// a lesson file or language folder, translate) is not stopped by another's errors.
    public func keeping(_ keeps: (_ file: String, _ id: String) -> Bool) -> CourseLoad {
        // A set: a course of 16,000 broken lessons must not compare every error with all.
        let others = Set(broken.filter { !keeps($0.file, $0.id) }.flatMap(\.errors))
        let courses = courses.map { course in
            var kept = course
            kept.lessons = course.lessons.filter { keeps($0.file, $0.id) }
            return kept
        }
        return CourseLoad(
            courses: courses, broken: broken.filter { keeps($0.file, $0.id) }, errors: errors.filter { !others.contains($0) },
            leftOutWithCourse: leftOutWithCourse.filter { keeps($0, Lesson.id(fromFileName: FilePath($0).lastComponent) ?? "") })
    }
}
