/// One block of an imported lesson, before it is written as Markdown.
enum LessonElement: Hashable, Sendable {
    /// `marker` is a section marker (`<!-- faq -->`) written before the heading.
    case heading(String, level: Int, marker: String?)
    case paragraph(String)
    case list([String])
    /// A table: its header cells, each column's delimiter (`---`, `:---:`), then its rows.
    case table(header: [String], delimiters: [String], rows: [[String]])
    /// A tip: its title and text, written as a block quote.
    case note(title: String, text: String)
    /// A fenced block; `sourceLine` is where it starts in the raw text.
    case snippet(info: String, code: String, sourceLine: Int)
    /// Step `step` of a tutorial file, filled in once every step is known (a later step can restore lines of an earlier one).
    case tutorialStep(file: String, step: Int, sourceLine: Int)
    /// The finished tutorial file, for a whole-program section that shows none.
    case tutorialFinal(sourceLine: Int)
}
