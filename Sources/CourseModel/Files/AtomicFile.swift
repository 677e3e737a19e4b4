import Foundation

/// The one way coursec writes a file: through a temporary file in the same folder
/// and a rename, so a reader (or a crash) never sees it half-written. Lesson
/// files, cache entries and the JUnit report all go through it.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(CourseError) {
        try write(Data(text.utf8), to: path)
    }

    /// Creates `path`'s folder when it is missing.
    public static func write(_ data: Data, to path: String) throws(CourseError) {
        let fm = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        // Unique per write, not per process: commands run in parallel threads of one process too.
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        do {
            if !folder.isEmpty { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try data.write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, path) != 0 {
                throw CourseError("cannot rename \(temporary) into place: \(String(cString: strerror(errno)))", file: path)
            }
        } catch let error as CourseError {
            try? fm.removeItem(atPath: temporary)
            throw error
        } catch {
            try? fm.removeItem(atPath: temporary)
            throw CourseError("cannot write: \(error.localizedDescription)", file: path)
        }
    }
}
