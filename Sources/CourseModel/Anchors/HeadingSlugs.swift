/// The anchor of every heading of a lesson page: `HeadingSlug` of its text, unique on
/// the page. Lesson pages, the FAQ page and the loader's check of links between lessons
/// all ask this type, so a link the loader accepts names the very anchor the page carries.
public struct HeadingSlugs: Sendable {
    // The page frame's own ids (site_top, quiz_1, snippet_3) all hold a `_`,
    // which a slug never does, so a heading can never take one of them.

    /// One heading: where it stands, what it says and the anchor it gets.
    public struct Anchor: Hashable, Sendable {
        public var line: Int
        public var level: Int
        public var text: String
        public var id: String
    }

    /// Every heading's anchor, in document order.
    public private(set) var anchors: [Anchor] = []
    private var byLine: [Int: String] = [:]

    public init(_ document: MarkdownNode, language: String) {
        var used = UniqueSlugs()
        for node in document.descendants() {
            guard case .heading(let level) = node.kind else { continue }
            let text = node.plainText
            let id = used.claim(HeadingSlug.slug(text, language: language))
            byLine[node.line] = id
            anchors.append(Anchor(line: node.line, level: level, text: text, id: id))
        }
    }

    public func slug(atLine line: Int) -> String? { byLine[line] }
}
