import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation

/// A course written to a fresh temporary folder: `<root>/courses/<id>/course.json`,
/// `support/Sync.swift` (the course's real verdict engine) and lesson files.
struct FixtureCourse {
    let root: String
    let id: String

    init(id: String = "demo", lessons: [String], title: String = "Demo") throws {
        var template = Array((NSTemporaryDirectory() + "coursec-verify-test-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        // Without its own folder the fixture must not fall back to the temporary
        // folder itself: `remove()` would delete everything in it.
        guard let made else { throw FixtureCourseError.noTemporaryFolder(String(cString: strerror(errno))) }
        root = made
        self.id = id
        try FileManager.default.createDirectory(atPath: directory + "/support", withIntermediateDirectories: true)
        let manifest = """
            {"title": {"tr": "\(title)"}, "sourceLanguage": "tr", "lessons": [\(lessons.map { "\"\($0)\"" }.joined(separator: ", "))], "support": ["support/Sync.swift"]}
            """
        try write("course.json", manifest)
        try write("support/Sync.swift", try Repository.text("courses/ui-sync/support/Sync.swift"))
    }

    var directory: String { root + "/courses/" + id }
    var cacheDirectory: String { root + "/.coursec-cache/verify" }

    /// Writes `text` at `relative` inside the course folder, creating folders.
    func write(_ relative: String, _ text: String) throws {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Writes an executable script, close-on-exec (see `ExecutableFile.write`).
    func writeExecutable(_ relative: String, _ text: String) throws {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try ExecutableFile.write(Array(text.utf8), to: path)
    }

    func path(_ relative: String) -> String { directory + "/" + relative }

    func load() throws -> Course { try CourseLoader().loadCourse(directory: directory) }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// `body` given a fresh course `id` of one lesson, `tr/01-<id>.md` holding `text`,
    /// and that lesson's path; the course is removed afterwards.
    static func withLesson(_ id: String, _ text: String, _ body: (FixtureCourse, String) throws -> Void) throws {
        let fixture = try FixtureCourse(id: id, lessons: [id])
        defer { fixture.remove() }
        try fixture.write("tr/01-\(id).md", text)
        try body(fixture, fixture.path("tr/01-\(id).md"))
    }
}

enum FixtureCourseError: Error {
    case noTemporaryFolder(String)
    case noSwiftc
}
