extension Lesson {
    /// The blocks the site shows nowhere (page or search): each `swift setup` block, the
    /// `output` block that gives its expected output, and every `output hidden` block.
    public var hiddenBlocks: [CodeBlock] {
        blocks.enumerated().filter { position, block in
            block.role == .setup || block.isHiddenOutput || (block.role == .output && position > 0 && blocks[position - 1].role == .setup)
        }.map(\.element)
    }

    /// How many `swift setup` blocks the lesson hides (each lesson page's source says so).
    public var setupBlockCount: Int { blocks.filter { $0.role == .setup }.count }
}
