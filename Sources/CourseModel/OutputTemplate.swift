/// One template of a translated book's output comments, learned at import from what its
/// programs print (`OutputConvention.learn`): the comment with the printed text taken out,
/// `打印“{}”。`, `"{}"を出力`, `{}`. A course keeps its books' templates per language in
/// course.json (`outputTemplates`, docs/format.md).
public struct OutputTemplate: Hashable, Sendable {
    /// The text before the printed value and after it.
    public var prefix: String
    public var suffix: String
    /// How many output comments of the book it explained when it was learned.
    public var explains: Int

    /// The mark a template's spelling holds where the value stands.
    public static let hole = "{}"

    public init(prefix: String, suffix: String, explains: Int) {
        self.prefix = prefix
        self.suffix = suffix
        self.explains = explains
    }

    /// A template from its spelling, `打印“{}”。`: nil unless it holds the hole exactly once.
    public init?(spelling: String, explains: Int) {
        let parts = spelling.components(separatedBy: Self.hole)
        guard parts.count == 2 else { return nil }
        self.init(prefix: parts[0], suffix: parts[1], explains: explains)
    }

    public var spelling: String { prefix + Self.hole + suffix }
}
