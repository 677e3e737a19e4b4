import CourseModel
import CourseParsing

enum CourseLoaderHelper {
    static func load(_ root: String) throws -> [Course] {
        try CourseLoader().loadCourses(root: root)
    }
}
