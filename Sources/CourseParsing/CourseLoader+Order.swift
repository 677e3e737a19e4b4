import CourseModel
import Foundation

extension CourseLoader {
    /// `courses/courses.json`: `{"courses": ["first-id", "second-id", …]}`.
    public static let orderFileName = "courses.json"

    /// The courses in the order their folder gives: the ids `courses.json` lists,
    /// in its order; then the others by their course.json `order` (lowest first),
    /// then by id. Without either, by id, as the folder lists them.
    static func ordered(_ courses: [Course], root: String) throws(CourseError) -> [Course] {
        let path = FilePath(root).appending(orderFileName).spelling
        var listed: [String] = []
        if let data = FileManager.default.contents(atPath: path) {
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let ids = object["courses"] as? [String], object.keys.count == 1 else {
                throw CourseError("courses.json must be {\"courses\": [course ids in the order the site lists them]}", at: SourceLocation(file: path, line: 1))
            }
            for id in ids where !courses.contains(where: { $0.id == id }) {
                let line = QuotedStringLines(String(decoding: data, as: UTF8.self)).line(of: id) ?? 1
                throw CourseError("courses.json lists '\(id)', which is not a course folder here", at: SourceLocation(file: path, line: line))
            }
            listed = ids
        }
        func rank(_ course: Course) -> (Int, Int, String) {
            if let position = listed.firstIndex(of: course.id) { return (0, position, "") }
            return (1, course.order ?? Int.max, course.id)
        }
        return courses.sorted { rank($0) < rank($1) }
    }
}
