extension MarkdownNode {
    /// The node and every node below it, in document order.
    public func descendants() -> [MarkdownNode] {
        var result: [MarkdownNode] = [self]
        for child in children { result += child.descendants() }
        return result
    }
}
