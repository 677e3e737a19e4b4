import CoursecSupport
import Foundation
import CourseModel

/// The hash a translation records of the source lesson it was made from.
public enum LessonHash {
    /// The first 16 hex digits of the SHA-256 of the lesson text, line endings normalized
    /// (a checkout with CRLF endings is the same lesson).
    public static func of(_ text: String) -> String {
        // Lessons are read with CRLF already made LF; a search for it in every
        // source's text was a tenth of comparing translations.
        let normalized = text.utf8.contains(0x0D) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        return String(SHA256.hex(normalized).prefix(16))
    }
}
