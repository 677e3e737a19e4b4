import CourseModel
import Foundation

/// Writes files so a reader never sees half of one: a temporary file beside the
/// target, then a rename.
enum FileWriter {
    static func writeAtomically(_ text: String, to path: String) throws(CourseError) {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory.isEmpty ? "." : directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CourseError("cannot write: \(error.localizedDescription)", file: path)
        }
    }
}
