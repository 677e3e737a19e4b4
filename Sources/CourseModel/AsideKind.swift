/// What an aside is: a block quote whose first paragraph starts with one of these
/// words and a colon (`> Note: …`, DocC's spelling), which the site shows as an
/// aside labelled in the page's language (docs/format.md, "Asides").
public enum AsideKind: String, CaseIterable, Hashable, Sendable {
    case note, important, tip, warning, experiment

    /// The word as a lesson writes it: `Note`, `Important`, …
    public var word: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The kind a word names, in any case (`Note`, `NOTE`); nil for any other word.
    public init?(word: String) {
        guard let kind = AsideKind(rawValue: word.lowercased()) else { return nil }
        self = kind
    }
}
