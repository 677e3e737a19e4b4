import CoursecSupport
import CourseImport
import CourseModel
import Foundation

/// Keeps `course.json` in step with `import --course` and `new`: a lesson added to a course
/// is listed in its lessons, and a new course gets a course.json, so the course loads
/// (verify, status and build skip nothing) right after the import.
enum CourseJSONUpdate {
    /// The new text of `<course>/course.json`, or nil when it already lists every lesson.
    static func adding(_ lessons: [ImportedLesson], to directory: String, course: String) throws(CourseError) -> (path: String, text: String)? {
        let ordered = lessons.sorted { ($0.order ?? Int.max, $0.id) < ($1.order ?? Int.max, $1.id) }
        guard let first = ordered.first else { return nil }
        return try adding(ids: ordered.map(\.id), language: first.language, to: directory, title: course)
    }

    /// The new text of `<course>/course.json` listing `ids` after the lessons it lists;
    /// a new course.json (titled `title` in `language`) when there is none.
    static func adding(ids: [String], language: String, to directory: String, title: String) throws(CourseError) -> (path: String, text: String)? {
        let path = FilePath(directory).appending("course.json").spelling
        guard let data = FileManager.default.contents(atPath: path) else {
            let value = JSONValue.object([
                ("title", .object([(language, .string(title))])),
                ("sourceLanguage", .string(language)),
                ("lessons", .array(ids.map { .string($0) })),
            ])
            return (path, value.serialized(pretty: true) + "\n")
        }
        guard let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let listed = fields["lessons"] as? [String]
        else {
            throw CourseError("course.json cannot be read to add the imported lessons; fix it first (coursec status shows why)", file: path)
        }
        let added = ids.filter { !listed.contains($0) }
        guard !added.isEmpty else { return nil }
        // Written back in the documented key order.
        var pairs: [(String, JSONValue)] = []
        for key in ["title", "sourceLanguage", "lessons", "support"] + fields.keys.sorted() where fields[key] != nil && !pairs.contains(where: { $0.0 == key }) {
            pairs.append((key, key == "lessons" ? .array((listed + added).map(JSONValue.string)) : JSONValue(foundation: fields[key]!)))
        }
        return (path, JSONValue.object(pairs).serialized(pretty: true) + "\n")
    }
}
