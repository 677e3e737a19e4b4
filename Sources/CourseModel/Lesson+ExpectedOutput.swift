extension Lesson {
    /// What the `swift run` block `block` must print: the `output` block right after
    /// it (the parser puts it there), else the output its comments give.
    public func expectedOutput(of block: CodeBlock) -> ExpectedOutput? {
        guard let position = blocks.firstIndex(where: { $0.index == block.index }) else { return nil }
        if blocks.hasOutputBlock(after: position) { return ExpectedOutput(block: blocks[position + 1]) }
        return block.commentOutput
    }
}

extension [CodeBlock] {
    /// Whether the block at `position` is followed by an `output` block, which then
    /// is its expected output: a `swift run` without one states it in comments.
    public func hasOutputBlock(after position: Int) -> Bool {
        position + 1 < count && self[position + 1].role == .output
    }
}
