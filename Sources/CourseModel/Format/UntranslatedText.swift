/// What the `<!-- untranslated -->` markers of a scaffolded translation mark, as
/// the parser found them (docs/translation.md): prose still in the source's language.
public struct UntranslatedText: Hashable, Sendable {
    /// The line of every marker, wherever it stands.
    public var markerLines: [Int]
    /// Lines of the top-level blocks that follow a marker (other markers, such as
    /// `<!-- faq -->`, may stand between the two).
    public var blockLines: Set<Int>

    public init(markerLines: [Int] = [], blockLines: Set<Int> = []) {
        self.markerLines = markerLines
        self.blockLines = blockLines
    }
}
