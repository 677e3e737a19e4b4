/// A Markdown tree as Swift values, converted once from cmark-gfm's C tree.
///
/// Every later stage (lesson structure, rendering, translation state) walks
/// this tree; none of them sees a C pointer.
public struct MarkdownNode: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case document
        case heading(level: Int)
        case paragraph
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        /// `checked` is nil for an ordinary item, true/false for a GFM task item.
        case item(checked: Bool?)
        case codeBlock(info: String, literal: String)
        case htmlBlock(String)
        case thematicBreak
        case table(alignments: [String])
        case tableRow(header: Bool)
        case tableCell
        case text(String)
        case code(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        case softBreak
        case lineBreak
        case htmlInline(String)
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// 1-based line in the lesson source where the node starts (0 when unknown).
    public var line: Int
    /// 1-based last line in the lesson source (0 when unknown).
    public var endLine: Int

    public init(_ kind: Kind, children: [MarkdownNode] = [], line: Int = 0, endLine: Int = 0) {
        self.kind = kind
        self.children = children
        self.line = line
        self.endLine = endLine
    }

    /// The text of the node and its descendants, with breaks as spaces.
    public var plainText: String {
        switch kind {
        case .text(let s), .code(let s): return s
        case .softBreak, .lineBreak: return " "
        case .codeBlock(_, let literal): return literal
        case .htmlInline, .htmlBlock: return ""
        default: return children.map(\.plainText).joined()
        }
    }
}
