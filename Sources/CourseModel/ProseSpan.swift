/// Where one leaf block of prose (a paragraph, a heading, a table cell) stands in the
/// text it was parsed from, as cmark-gfm gives it: lines and 1-based byte columns, the end
/// inclusive. What a PO file's messages are cut from and put back into, so a translation
/// keeps every byte of Markdown around them (list markers, `>`, table pipes).
public struct ProseSpan: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case paragraph
        case heading(level: Int)
        case tableCell(header: Bool)
    }

    /// The blocks it stands in, outermost first.
    public enum Container: Hashable, Sendable {
        case blockQuote, listItem, table
    }

    public var kind: Kind
    public var containers: [Container]
    /// Whether it is the first block of its innermost container (an aside's word opens it).
    public var isFirstInContainer: Bool
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int

    public init(kind: Kind, containers: [Container], isFirstInContainer: Bool, line: Int, column: Int, endLine: Int, endColumn: Int) {
        self.kind = kind
        self.containers = containers
        self.isFirstInContainer = isFirstInContainer
        self.line = line
        self.column = column
        self.endLine = endLine
        self.endColumn = endColumn
    }
}
