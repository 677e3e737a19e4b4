/// Pairs two sequences along their longest common subsequence: the tutorial step diff
/// (lines kept from the step before) and translation drift (blocks paired with the
/// source's) are both this one walk.
public enum CommonSubsequence {
    public enum Pair: Equatable, Sendable {
        case both(Int, Int)
        case onlyFirst(Int)
        case onlySecond(Int)
    }

    public static func align<Element: Equatable>(_ first: [Element], _ second: [Element]) -> [Pair] {
        // lengths[i][j]: the longest common subsequence of first[i...] and second[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: second.count + 1), count: first.count + 1)
        for i in stride(from: first.count - 1, through: 0, by: -1) {
            for j in stride(from: second.count - 1, through: 0, by: -1) {
                lengths[i][j] = first[i] == second[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [Pair] = []
        var i = 0, j = 0
        while i < first.count || j < second.count {
            if i < first.count, j < second.count, first[i] == second[j] {
                pairs.append(.both(i, j)); i += 1; j += 1
            } else if j < second.count, i == first.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                pairs.append(.onlySecond(j)); j += 1
            } else {
                pairs.append(.onlyFirst(i)); i += 1
            }
        }
        return pairs
    }
}
