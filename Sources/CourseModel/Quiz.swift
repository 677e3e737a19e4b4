/// A quiz question of a lesson, with its choices (a GFM task list; `[x]` marks the right ones).
public struct Quiz: Hashable, Sendable {
    public struct Choice: Hashable, Sendable {
        public var text: String
        public var isCorrect: Bool

        public init(text: String, isCorrect: Bool) {
            self.text = text
            self.isCorrect = isCorrect
        }
    }

    public var question: String
    public var choices: [Choice]
    /// The line of the question.
    public var line: Int
    /// The line of the list of choices; nil for a question left without them.
    public var choicesLine: Int?

    public init(question: String, choices: [Choice], line: Int, choicesLine: Int? = nil) {
        self.question = question
        self.choices = choices
        self.line = line
        self.choicesLine = choicesLine
    }
}
