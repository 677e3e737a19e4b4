/// A lesson file's new text after `verify --bless`, and what changed in it.
public struct BlessedLesson: Hashable, Sendable {
    public var file: String
    /// The whole file, byte for byte as read except the changed expected lines.
    public var text: String
    public var changes: [BlessChange]
    /// Snippets whose expected output was rewritten.
    public var snippets: Int
}
