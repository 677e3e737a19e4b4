import Foundation
import CourseModel

/// The hash a translation records of the source lesson it was made from.
public enum LessonHash {
    /// The first 16 hex digits of the SHA-256 of the lesson text, line endings normalized
    /// (a checkout with CRLF endings is the same lesson).
    public static func of(_ text: String) -> String {
        String(SHA256.hex(text.replacingOccurrences(of: "\r\n", with: "\n")).prefix(16))
    }
}
