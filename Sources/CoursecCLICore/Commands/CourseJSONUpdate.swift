import CourseImport
import CourseModel
import CourseParsing

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
        guard var manifest = try CourseManifest.readIfPresent(path) else {
            return (path, CourseManifest(path: path, title: title, language: language, lessons: ids).serialized)
        }
        let added = ids.filter { !manifest.lessons.contains($0) }
        guard !added.isEmpty else { return nil }
        manifest.lessons += added
        return (path, manifest.serialized)
    }
}
