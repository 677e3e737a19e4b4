extension Lesson {
    /// What the `swift run` block `block` must print: the `output` block right after
    /// it (the parser puts it there), else the output its comments give.
    public func expectedOutput(of block: CodeBlock) -> ExpectedOutput? {
        guard let position = blocks.firstIndex(where: { $0.index == block.index }) else { return nil }
        let next = position + 1
        if next < blocks.count, blocks[next].role == .output { return ExpectedOutput(block: blocks[next]) }
        return block.commentOutput
    }
}
