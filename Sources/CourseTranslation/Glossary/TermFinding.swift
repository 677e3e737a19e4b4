/// An avoided rendering of a glossary term found in a lesson's prose.
public struct TermFinding: Hashable, Sendable {
    /// The lesson-file line it stands on.
    public var line: Int
    /// The text as written in the lesson.
    public var found: String
    /// The glossary's preferred rendering in the lesson's language.
    public var preferred: String

    public init(line: Int, found: String, preferred: String) {
        self.line = line
        self.found = found
        self.preferred = preferred
    }
}
