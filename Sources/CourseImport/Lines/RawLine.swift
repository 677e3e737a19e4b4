import CourseModel
import Foundation

/// One line of raw lesson text, with its 1-based line number in the .txt.
struct RawLine: Hashable, Sendable {
    var text: String
    var number: Int
    /// Split off the end of a code line the scrape glued it to: it can only be a heading.
    var isGluedHeading = false

    var isBlank: Bool { text.isBlank }
    var trimmed: String { text.trimmingCharacters(in: .whitespaces) }
}
