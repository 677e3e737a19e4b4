import Foundation

/// One course of four English lessons in a temporary project folder, for the build tests:
/// a home page, a lesson index and four lesson pages.
public enum FourLessonCourse {
    public static let ids = ["first", "second", "third", "fourth"]

    /// The project folder, its course written.
    public static func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory("incremental")
        _ = directory.write("courses/demo/course.json", """
            { "title": { "en": "Demo" }, "sourceLanguage": "en", "lessons": ["first", "second", "third", "fourth"] }

            """)
        for (number, id) in ids.enumerated() { _ = directory.write(lessonFile(id, number), lesson(id, title: "The \(id) lesson")) }
        return directory
    }

    public static func lessonFile(_ id: String, _ number: Int) -> String { "courses/demo/en/0\(number + 1)-\(id).md" }

    public static func lesson(_ id: String, title: String, prose: String = "Some prose.") -> String {
        """
        ---
        id: \(id)
        title: \(title)
        summary: What \(id) says.
        ---

        \(prose)

        ## A section

        More prose.

        """
    }

    public static func site(_ directory: TemporaryDirectory, folder: String = "site") throws -> [String: Data] {
        let root = directory.file(folder)
        var files: [String: Data] = [:]
        for path in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
            if let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(path)) { files[path] = data }
        }
        return files
    }
}
