/// An XML element as Swift values: what `JUnitXML.read` gives back, so a test
/// (or a CI script written in Swift) can look at a report without touching libxml2.
/// Named apart from the site's `XMLElementValue`, which builds pages rather than reads reports.
public struct XMLReportElement: Hashable, Sendable {
    public var name: String
    public var attributes: [String: String]
    /// The element's own text (not its children's).
    public var text: String
    public var children: [XMLReportElement]

    public init(name: String, attributes: [String: String] = [:], text: String = "", children: [XMLReportElement] = []) {
        self.name = name
        self.attributes = attributes
        self.text = text
        self.children = children
    }

    public func children(named name: String) -> [XMLReportElement] { children.filter { $0.name == name } }
}
