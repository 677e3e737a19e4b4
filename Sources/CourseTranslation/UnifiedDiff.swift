import CourseModel

/// A unified diff of two versions of some lines, made along their longest common
/// subsequence (`CommonSubsequence`, which pairs tutorial steps and drifted blocks too),
/// as `diff -u` and git print one: `patch` and every diff viewer read it.
public enum UnifiedDiff {
    enum Operation: Equatable {
        case same(String), removed(String), added(String)
    }

    /// The hunks turning `old` into `new`, with `context` unchanged lines around each change.
    /// Line numbers count from `oldStart` and `newStart` (the lines' places in their files);
    /// `label` follows each hunk's header, where git puts the function a hunk is in.
    public static func hunks(old: [String], new: [String], oldStart: Int, newStart: Int, label: String? = nil, context: Int = 3) -> [String] {
        let operations = operations(old, new)
        let changed = operations.indices.filter { if case .same = operations[$0] { false } else { true } }
        guard let firstChange = changed.first else { return [] }
        // Changes closer than twice the context share a hunk, as in diff -u.
        var groups: [ClosedRange<Int>] = []
        var group = firstChange...firstChange
        for index in changed.dropFirst() {
            if index - group.upperBound > 2 * context { groups.append(group); group = index...index } else { group = group.lowerBound...index }
        }
        groups.append(group)
        // Lines of each side before each operation.
        var before: [(old: Int, new: Int)] = []
        var counts = (old: 0, new: 0)
        for operation in operations {
            before.append(counts)
            switch operation {
            case .same: counts.old += 1; counts.new += 1
            case .removed: counts.old += 1
            case .added: counts.new += 1
            }
        }
        var lines: [String] = []
        for group in groups {
            let range = max(0, group.lowerBound - context)..<min(operations.count, group.upperBound + context + 1)
            let end = range.upperBound < operations.count ? before[range.upperBound] : counts
            let oldCount = end.old - before[range.lowerBound].old
            let newCount = end.new - before[range.lowerBound].new
            // An empty side names the line before it, as diff -u does.
            let oldLine = oldStart + before[range.lowerBound].old - (oldCount == 0 ? 1 : 0)
            let newLine = newStart + before[range.lowerBound].new - (newCount == 0 ? 1 : 0)
            lines.append("@@ -\(oldLine),\(oldCount) +\(newLine),\(newCount) @@" + (label.map { " " + $0 } ?? ""))
            for operation in operations[range] {
                switch operation {
                case .same(let line): lines.append(" " + line)
                case .removed(let line): lines.append("-" + line)
                case .added(let line): lines.append("+" + line)
                }
            }
        }
        return lines
    }

    /// Every line kept, removed or added, in order; in each run of changes the removed
    /// lines come before the added ones, as diff prints them.
    static func operations(_ old: [String], _ new: [String]) -> [Operation] {
        var result: [Operation] = []
        var removed: [Operation] = []
        var added: [Operation] = []
        func flush() { result += removed + added; removed = []; added = [] }
        for pair in CommonSubsequence.align(old, new) {
            switch pair {
            case .both(let i, _): flush(); result.append(.same(old[i]))
            case .onlyFirst(let i): removed.append(.removed(old[i]))
            case .onlySecond(let j): added.append(.added(new[j]))
            }
        }
        flush()
        return result
    }
}
