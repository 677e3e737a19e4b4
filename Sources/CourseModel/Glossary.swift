/// `courses/glossary.json`: each term's preferred rendering per language and the
/// renderings to avoid, so that translators of different lessons use one word for one idea.
/// The format is in docs/format.md.
public struct Glossary: Hashable, Sendable {
    public struct Rendering: Hashable, Sendable {
        public var preferred: String
        public var avoid: [String]

        public init(preferred: String, avoid: [String] = []) {
            self.preferred = preferred
            self.avoid = avoid
        }
    }

    public struct Term: Hashable, Sendable {
        /// The term's anchor on the glossary page: `a-z`, `0-9`, `-`.
        public var id: String
        public var renderings: [String: Rendering]
        /// One sentence per language saying what the term means, for the glossary page.
        public var definitions: [String: String]

        public init(id: String, renderings: [String: Rendering], definitions: [String: String] = [:]) {
            self.id = id
            self.renderings = renderings
            self.definitions = definitions
        }
    }

    public static let fileName = "glossary.json"

    public var terms: [Term]

    public init(terms: [Term]) { self.terms = terms }
}
