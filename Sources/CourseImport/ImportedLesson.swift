/// A lesson source made from raw lesson text.
public struct ImportedLesson: Sendable, Equatable {
    public var id: String
    public var language: String
    public var order: Int?
    /// A complete lesson source in the docs/format.md format.
    public var markdown: String
    /// For snippet block i (as `LessonParser` numbers them), the 1-based line in the raw text where it starts.
    public var blockSourceLines: [Int]
    /// `NN-id.md`.
    public var fileName: String
    /// What the import could not confirm or confirmed by a trial, at the raw text's `file:line`,
    /// for the import summary.
    public var findings: [BookImportReport.Finding]

    public init(
        id: String, language: String, order: Int?, markdown: String, blockSourceLines: [Int], fileName: String,
        findings: [BookImportReport.Finding] = []
    ) {
        self.id = id
        self.language = language
        self.order = order
        self.markdown = markdown
        self.blockSourceLines = blockSourceLines
        self.fileName = fileName
        self.findings = findings
    }
}
