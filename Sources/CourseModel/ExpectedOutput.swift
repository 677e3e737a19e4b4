/// What a `swift run` snippet must print, line by line, and where each line is
/// written in the lesson: an `output` block after it, or comments in its code
/// (docs/format.md, "Expected output in comments").
public struct ExpectedOutput: Hashable, Sendable {
    public enum Form: String, Hashable, Sendable {
        /// An `output` fence after the snippet.
        case block
        /// `// Prints "…"` comments, after a statement or on a line of their own.
        case printsComments
        /// The run of bare `// …` comment lines that ends the snippet.
        case trailingComments
    }

    public struct Line: Hashable, Sendable {
        public var text: String
        /// The lesson line that holds it (several lines of one `\n` comment share it).
        public var lessonLine: Int

        public init(text: String, lessonLine: Int) {
            self.text = text
            self.lessonLine = lessonLine
        }
    }

    public var form: Form
    public var lines: [Line]
    /// The lesson line a printed line beyond the expected ones is reported at: the
    /// closing fence of an `output` block, the last output comment's line otherwise.
    public var extraLine: Int

    public init(form: Form, lines: [Line], extraLine: Int) {
        self.form = form
        self.lines = lines
        self.extraLine = extraLine
    }

    /// The lines of an `output` block.
    public init(block: CodeBlock) {
        let texts = block.code.textLines
        self.init(
            form: .block,
            lines: texts.enumerated().map { Line(text: $0.element, lessonLine: block.firstCodeLine + $0.offset) },
            extraLine: block.firstCodeLine + texts.count)
    }
}
