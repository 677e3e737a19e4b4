/// Which lines of a tutorial step are new since the previous step of the same file.
///
/// A longest-common-subsequence diff, as DocC tutorials highlight code: a line
/// is unchanged when it belongs to the longest run of lines both versions keep
/// in order; every other line of the new version was added or changed.
public enum LineDiff {
    /// 0-based indexes into `new` of the lines not kept from `old`.
    public static func changedLines(from old: [String], to new: [String]) -> Set<Int> {
        let a = old.map(normalized)
        let b = new.map(normalized)
        // lengths[i][j]: the LCS length of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var changed = Set(b.indices)
        var i = 0
        var j = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                changed.remove(j)
                i += 1
                j += 1
            } else if lengths[i + 1][j] >= lengths[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return changed
    }

    /// Trailing whitespace never makes a line "changed".
    private static func normalized(_ line: String) -> Substring {
        var slice = Substring(line)
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return slice
    }
}
