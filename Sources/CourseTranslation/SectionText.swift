import CourseModel

/// One section that changed in the source since a translation was made, with its text
/// then and now: what `status --diff` shows a translator, and `status --format json` carries.
public struct SectionText: Hashable, Sendable {
    public var change: SectionChange
    /// The section in the source as translated (nil for a new one), from its first line `oldLine`.
    public var old: String?
    public var oldLine: Int
    /// The section in the source now (nil for a removed one), from its first line `newLine`.
    public var new: String?
    public var newLine: Int

    /// The change as unified diff hunks, each labelled with the section's name.
    public var diff: [String] {
        func lines(_ text: String?) -> [String] { text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [] }
        return UnifiedDiff.hunks(old: lines(old), new: lines(new), oldStart: oldLine, newStart: newLine, label: change.description)
    }
}
