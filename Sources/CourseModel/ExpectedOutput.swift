/// What a `swift run` snippet must print, line by line, and where each line is
/// written in the lesson: an `output` block after it, or comments in its code
/// (docs/format.md, "Expected output in comments").
public struct ExpectedOutput: Hashable, Sendable {
    public enum Form: String, Hashable, Sendable {
        /// An `output` fence after the snippet.
        case block
        /// `// Prints "…"` comments, after a statement or on a line of their own.
        case printsComments
        /// The run of bare `// …` comment lines that ends the snippet, and nothing else.
        case trailingComments
        /// Bare `// …` comments after the statements that print, interleaved with code.
        case bareComments
        /// A translation's comments that stand where its source's output comments
        /// stand, found by aligning the two listings (`TranslatedOutput`).
        case translatedComments
    }

    public struct Line: Hashable, Sendable {
        public var text: String
        /// The lesson line that holds it (several lines of one `\n` comment share it).
        public var lessonLine: Int
        /// For a translation that states no output where its source does: the source's
        /// output comment this line stands for. Such a line expects nothing, so what
        /// the program prints there is reported as a missing expected output at
        /// `lessonLine`, where the translation's comment belongs.
        public var missing: SourceLocation?
        /// What else the comment may state: the values other templates of its book that
        /// fit it give (`"5"` by `{}`, `5` by `"{}"`). A printed line equal to one matches.
        public var alternatives: [String] = []
        /// A translation's comment that no template of its book fits: not read, so neither
        /// passed nor failed ("not read: no convention of this book matches").
        public var unread = false

        public init(text: String, lessonLine: Int, missing: SourceLocation? = nil, alternatives: [String] = [], unread: Bool = false) {
            self.text = text
            self.lessonLine = lessonLine
            self.missing = missing
            self.alternatives = alternatives
            self.unread = unread
        }
    }

    public var form: Form
    public var lines: [Line]
    /// The lesson line a printed line beyond the expected ones is reported at: the
    /// closing fence of an `output` block, the last output comment's line otherwise.
    public var extraLine: Int
    /// Said in the report beside the verdict: why the comments were read as they
    /// were (a translation whose code drifted from its source's, read by its own convention).
    public var note: String?
    /// An `output hidden` block's lines: what the program may also print, in this order,
    /// that the lesson does not show; a printed line they account for is not extra.
    public var hidden: [String] = []

    public init(form: Form, lines: [Line], extraLine: Int, note: String? = nil) {
        self.form = form
        self.lines = lines
        self.extraLine = extraLine
        self.note = note
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
