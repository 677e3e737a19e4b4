/// One question of a lesson's FAQ section and its answer.
public struct FAQEntry: Hashable, Sendable {
    public var question: String
    /// The answer's blocks, as Markdown nodes.
    public var answer: [MarkdownNode]
    public var line: Int

    public init(question: String, answer: [MarkdownNode], line: Int) {
        self.question = question
        self.answer = answer
        self.line = line
    }
}
