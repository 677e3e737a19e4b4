/// Pairs the snippet blocks of a translation with its source's by their kind (role,
/// file name, step), in order, as a longest common subsequence: one block missing or
/// added is reported as that, not as every later block standing in the wrong place.
/// Translation drift (`coursec status`) and a translation's output comments (found
/// where its source has them) both pair blocks by this one alignment.
public enum BlockAlignment {
    public typealias Pair = CommonSubsequence.Pair

    public struct Kind: Equatable, Sendable {
        public var role: BlockRole
        public var name: String?
        public var step: Int?

        public init(_ block: CodeBlock) {
            role = block.role == .include ? .support : block.role
            name = block.name
            step = block.step
        }
    }

    public static func align(_ ours: [CodeBlock], _ theirs: [CodeBlock]) -> [Pair] {
        CommonSubsequence.align(ours.map(Kind.init), theirs.map(Kind.init))
    }

    /// For each of `ours`, the index of its partner in `theirs`, if any.
    public static func partners(_ ours: [CodeBlock], _ theirs: [CodeBlock]) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for case .both(let o, let t) in align(ours, theirs) { result[o] = t }
        return result
    }
}
