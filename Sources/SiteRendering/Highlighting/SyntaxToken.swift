/// A piece of highlighted code: its text and what it is (nil for plain text
/// such as identifiers, operators and spaces).
public struct SyntaxToken: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case keyword, type, string, number, comment, attribute, directive
        /// The `\(` and `)` around an interpolated expression inside a string.
        case interpolation
    }

    public var kind: Kind?
    public var text: String

    public init(_ kind: Kind?, _ text: String) {
        self.kind = kind
        self.text = text
    }
}
