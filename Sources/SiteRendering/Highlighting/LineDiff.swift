import CourseModel

/// Which lines of a tutorial step are new since the previous step of the same file.
///
/// A longest-common-subsequence diff, as DocC tutorials highlight code: a line
/// is unchanged when it belongs to the longest run of lines both versions keep
/// in order; every other line of the new version was added or changed.
public enum LineDiff {
    /// 0-based indexes into `new` of the lines not kept from `old`.
    public static func changedLines(from old: [String], to new: [String]) -> Set<Int> {
        var changed = Set(new.indices)
        for case .both(_, let kept) in CommonSubsequence.align(old.map(normalized), new.map(normalized)) {
            changed.remove(kept)
        }
        return changed
    }

    /// Trailing whitespace never makes a line "changed".
    private static func normalized(_ line: String) -> String { line.trimmingTrailingWhitespace() }
}
