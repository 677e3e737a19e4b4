import CoursecSupport
import CourseModel
import CourseTranslation

extension TermFinding {
    /// One entry of a cell's `"terms"` in `status --format json`.
    var json: JSONValue {
        .object([("line", .int(line)), ("found", .string(found)), ("preferred", .string(preferred))])
    }
}
