import CourseModel
import CourseParsing
import Foundation

/// A course written to a fresh temporary folder: `<root>/courses/<id>/course.json`,
/// `support/Sync.swift` (the course's real verdict engine) and lesson files.
public struct FixtureCourse: Sendable {
    public let root: String
    public let id: String

    public init(id: String = "demo", lessons: [String], title: String = "Demo") throws {
        // Without its own folder the fixture must not fall back to the temporary
        // folder itself: `remove()` would delete everything in it. So this throws.
        root = try TemporaryDirectory.create("coursec-verify-test")
        self.id = id
        try FileManager.default.createDirectory(atPath: directory + "/support", withIntermediateDirectories: true)
        let manifest = """
            {"title": {"tr": "\(title)"}, "sourceLanguage": "tr", "lessons": [\(lessons.map { "\"\($0)\"" }.joined(separator: ", "))], "support": ["support/Sync.swift"]}
            """
        try write("course.json", manifest)
        try write("support/Sync.swift", try Repository.text("courses/ui-sync/support/Sync.swift"))
    }

    public var directory: String { root + "/courses/" + id }
    public var cacheDirectory: String { root + "/.coursec-cache/verify" }

    /// Writes `text` at `relative` inside the course folder, creating folders.
    public func write(_ relative: String, _ text: String) throws {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Writes an executable script, close-on-exec (see `ExecutableFile.write`).
    public func writeExecutable(_ relative: String, _ text: String) throws {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ExecutableFile.write(Array(text.utf8), to: path)
    }

    public func path(_ relative: String) -> String { directory + "/" + relative }

    public func load() throws -> Course { try CourseLoader().loadCourse(directory: directory) }

    public func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// `body` given a fresh course `id` of one lesson, `tr/01-<id>.md` holding `text`,
    /// and that lesson's path; the course is removed afterwards.
    public static func withLesson(_ id: String, _ text: String, _ body: (FixtureCourse, String) throws -> Void) throws {
        let fixture = try FixtureCourse(id: id, lessons: [id])
        defer { fixture.remove() }
        try fixture.write("tr/01-\(id).md", text)
        try body(fixture, fixture.path("tr/01-\(id).md"))
    }
}
