/// A section of a lesson that a `SectionMarker` gives a meaning, as the parser
/// found it: it runs from the heading after the marker to the next heading of the
/// same or a higher level, or to the next section marker.
public struct MarkedSection: Hashable, Sendable {
    public var kind: SectionMarker
    /// The line of the section's heading.
    public var headingLine: Int
    /// Lines of the top-level blocks after the heading that belong to the section.
    public var blockLines: [Int]

    public init(kind: SectionMarker, headingLine: Int, blockLines: [Int]) {
        self.kind = kind
        self.headingLine = headingLine
        self.blockLines = blockLines
    }
}
