/// An XML element as a Swift value: how every page document, the sitemap and
/// the JUnit report are described before libxml2 builds them (SiteRendering's
/// Interop/LibXML.swift, the one file that calls libxml2's tree API), and what
/// a parsed document reads back as.
///
/// Values, not markup strings: text is escaped by libxml2 itself, so no
/// lesson text can ever break a page.
public struct XMLElementValue: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case element(XMLElementValue)
        case text(String)
    }

    public var name: String
    /// In the order given, so serialized documents are byte-identical run after run.
    public var attributes: [Attribute]
    public var children: [Content]

    public struct Attribute: Hashable, Sendable {
        public var name: String
        public var value: String
    }

    public init(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], children: [Content] = []) {
        self.name = name
        self.attributes = attributes.compactMap { key, value in value.map { Attribute(name: key, value: $0) } }
        self.children = children
    }

    public init(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
        self.init(name, attributes, children: [.text(text)])
    }

    public mutating func append(_ element: XMLElementValue) { children.append(.element(element)) }
    public mutating func append(text: String) { children.append(.text(text)) }
    public mutating func append(contentsOf elements: [XMLElementValue]) { children += elements.map(Content.element) }

    public mutating func set(_ name: String, _ value: String?) {
        attributes.removeAll { $0.name == name }
        if let value { attributes.append(Attribute(name: name, value: value)) }
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Child elements, without text.
    public var elements: [XMLElementValue] {
        children.compactMap { if case .element(let e) = $0 { e } else { nil } }
    }

    /// Every element at or below this one, in document order.
    public func descendants(named name: String) -> [XMLElementValue] {
        (self.name == name ? [self] : []) + elements.flatMap { $0.descendants(named: name) }
    }

    public var textContent: String {
        children.map { content in
            switch content {
            case .text(let s): s
            case .element(let e): e.textContent
            }
        }.joined()
    }
}
