import CourseModel
import Foundation

/// Writes a file through a temporary file in the same folder and a rename, so a
/// reader (or a crash) never sees it half-written.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(CourseError) {
        let fm = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        // Unique per write, not per process: commands run in parallel threads of one process too.
        let temporary = (folder.isEmpty ? "." : folder) + "/.\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp"
        do {
            if !folder.isEmpty { try fm.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
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
