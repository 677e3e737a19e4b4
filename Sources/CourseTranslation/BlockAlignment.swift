import CourseModel

/// Pairs the snippet blocks of a translation with its source's by their kind (role,
/// file name, step), in order, as a longest common subsequence: one block missing or
/// added is reported as that, not as every later block standing in the wrong place.
enum BlockAlignment {
    enum Pair: Equatable {
        case both(Int, Int)
        case onlyOurs(Int)
        case onlyTheirs(Int)
    }

    struct Kind: Equatable {
        var role: BlockRole
        var name: String?
        var step: Int?

        init(_ block: CodeBlock) {
            role = block.role == .include ? .support : block.role
            name = block.name
            step = block.step
        }
    }

    static func align(_ ours: [CodeBlock], _ theirs: [CodeBlock]) -> [Pair] {
        let a = ours.map(Kind.init), b = theirs.map(Kind.init)
        // lengths[i][j]: the longest common run of a[i...] and b[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var pairs: [Pair] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                pairs.append(.both(i, j)); i += 1; j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
                pairs.append(.onlyTheirs(j)); j += 1
            } else {
                pairs.append(.onlyOurs(i)); i += 1
            }
        }
        return pairs
    }

    /// For each of `ours`, the index of its partner in `theirs`, if any.
    static func partners(_ ours: [CodeBlock], _ theirs: [CodeBlock]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for case .both(let o, let t) in align(ours, theirs) { result[o] = t }
        return result
    }
}
