/// One section of a source lesson that changed since a translation was made.
public struct SectionChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case changed, added, removed
    }

    /// The section's heading as the source writes it; nil for the text before
    /// the first heading, which has none (a page names it in its own words).
    public var title: String?
    public var kind: Kind

    public init(title: String?, kind: Kind) {
        self.title = title
        self.kind = kind
    }

    /// How `coursec status` and `translate --update` name it: the heading,
    /// `(introduction)` for the text before it, and `(new)`/`(removed)` after.
    public var description: String {
        let name = title ?? "(introduction)"
        switch kind {
        case .changed: return name
        case .added: return name + " (new)"
        case .removed: return name + " (removed)"
        }
    }
}
