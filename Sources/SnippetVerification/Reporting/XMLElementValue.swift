/// An XML element as Swift values: what `JUnitXML.read` gives back, so a test
/// (or a CI script written in Swift) can look at a report without touching libxml2.
public struct XMLElementValue: Hashable, Sendable {
    public var name: String
    public var attributes: [String: String]
    /// The element's own text (not its children's).
    public var text: String
    public var children: [XMLElementValue]

    public init(name: String, attributes: [String: String] = [:], text: String = "", children: [XMLElementValue] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    public func children(named name: String) -> [XMLElementValue] { children.filter { $0.name == name } }
}
