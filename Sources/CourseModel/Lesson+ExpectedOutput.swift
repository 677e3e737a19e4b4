extension Lesson {
    /// What the `swift run` block `block` must print: the `output` block right after
    /// it (the parser puts it there), else the output its comments give.
    public func expectedOutput(of block: CodeBlock) -> ExpectedOutput? {
        guard let position = blocks.firstIndex(where: { $0.index == block.index }) else { return nil }
        var expected = blocks.hasOutputBlock(after: position) ? ExpectedOutput(block: blocks[position + 1]) : block.commentOutput
        let next = blocks.hasOutputBlock(after: position) ? position + 2 : position + 1
        if next < blocks.count, blocks[next].isHiddenOutput {
            expected?.hidden = blocks[next].code.textLines
        }
        return expected
    }
}

extension [CodeBlock] {
    /// Whether the block at `position` is followed by an `output` block, which then
    /// is its expected output: a `swift run` without one states it in comments.
    public func hasOutputBlock(after position: Int) -> Bool {
        position + 1 < count && self[position + 1].role == .output && !self[position + 1].isHiddenOutput
    }
}
