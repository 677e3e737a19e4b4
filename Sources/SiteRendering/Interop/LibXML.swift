import CLibXML2
import CourseModel
import Foundation

/// The one file that calls libxml2 (Interop/XSLTStylesheet.swift calls libxslt,
/// and SiteRendering is the one module that imports either): builds documents
/// from `XMLElementValue` values with the tree API, serializes them (pages, the
/// sitemap, the JUnit report of `verify --junit`, the live preview's error page and
/// what it adds to pages), and parses documents back, to
/// validate pages against the XHTML DTD or to read a report. Only Swift values
/// leave this file; `LibXMLDocument` carries its pointer to the XSLT file and no further.
public enum LibXML {
    /// libxml2 keeps global state (catalogs, the parser's tables); it must be
    /// set up once before threads use it.
    static let initialized: Bool = {
        xmlInitParser()
        xmlInitializeCatalog()
        return true
    }()

    /// `root` as an XML document (UTF-8, with the `<?xml?>` declaration, indented),
    /// for the sitemap and the JUnit report.
    public static func serialize(_ root: XMLElementValue) -> String {
        LibXMLDocument(root).serialized(xhtml: false)
    }

    /// `root` as an XHTML page read as HTML (`<!DOCTYPE html>`, libxml2's XHTML 1.0
    /// Appendix C rules), for a page made without the templates: the live preview's error page.
    public static func serializeXHTMLPage(_ root: XMLElementValue) -> String {
        let document = LibXMLDocument(root)
        _ = LibXMLDocument.withChars("html") { xmlCreateIntSubset(document.pointer, $0, nil, nil) }
        return document.serialized(xhtml: true)
    }

    /// `element` as markup to put into a page: no XML declaration, no indentation.
    public static func serializeFragment(_ element: XMLElementValue) -> String {
        let document = LibXMLDocument(element)
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        xmlNodeDump(buffer, document.pointer, xmlDocGetRootElement(document.pointer), 0, 0)
        return String(cString: xmlBufferContent(buffer))
    }

    /// The root element of a well-formed XML document, without validation and
    /// without the network; nil when `text` is not well-formed. Whitespace between
    /// elements stays as text children; `elements` skips it.
    public static func parse(_ text: String) -> XMLElementValue? {
        _ = initialized
        let (document, _) = read(text, name: nil, options: XML_PARSE_NONET.rawValue)
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        return xmlDocGetRootElement(document).map(value(of:))
    }

    private static func value(of node: xmlNodePtr) -> XMLElementValue {
        var element = XMLElementValue(string(node.pointee.name))
        var attribute = node.pointee.properties
        while let current = attribute {
            element.set(string(current.pointee.name), attributeValue(current, of: node))
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE: element.append(value(of: current))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: element.append(text: string(current.pointee.content))
            default: break
            }
            child = current.pointee.next
        }
        return element
    }

    /// What a page holds once parsed back: its validity, and the ids and
    /// references the link checker needs.
    public struct ParsedPage: Sendable, Equatable, Codable {
        public struct Problem: Sendable, Equatable, Codable {
            public var line: Int
            public var message: String
        }

        public struct Reference: Sendable, Equatable, Codable {
            /// `href` or `src`.
            public var attribute: String
            public var element: String
            public var value: String
            public var line: Int
        }

        public var problems: [Problem]
        public var publicID: String?
        public var ids: [String]
        public var references: [Reference]
    }

    public static let xhtmlStrictPublicID = "-//W3C//DTD XHTML 1.0 Strict//EN"

    /// Parses `text` and validates it against the XHTML 1.0 Strict DTD, offline.
    ///
    /// A page that declares that DTD and is well-formed is parsed without loading
    /// the DTD and validated against one already parsed (`xmlValidateDtd`): loading
    /// and parsing the DTD with its entity sets for every page cost ten times the
    /// page itself (4.3 ms against 0.4 ms a page, measured on a 3,000-page site).
    /// Anything else (another DTD, a named entity only the DTD defines, a
    /// well-formedness error, no catalog) takes the full path, which reports it as before.
    public static func parseValidating(_ text: String, name: String) -> ParsedPage {
        _ = initialized
        return parseValidatingWithParsedDTD(text, name: name) ?? parseValidatingLoadingDTD(text, name: name)
    }

    /// Offline, and without libxml2's limits on a text node (10 MB) and on the
    /// text it looks ahead in: a page is coursec's own output, and a lesson's
    /// 20 MB paragraph failed with "Huge input lookup" instead of building. Compact: short
    /// text nodes are kept inside their node, not allocated apart; the tree is only read.
    private static let pageOptions = XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_COMPACT.rawValue

    /// nil when the page must take the full path.
    private static func parseValidatingWithParsedDTD(_ text: String, name: String) -> ParsedPage? {
        let (document, problems) = read(text, name: name, options: pageOptions)
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        let publicID = document.pointee.intSubset.flatMap { $0.pointee.ExternalID }.map { string($0) }
        guard problems.isEmpty, publicID == xhtmlStrictPublicID, let dtd = StrictDTDs.shared.borrow() else { return nil }
        defer { StrictDTDs.shared.giveBack(dtd) }
        let validation = collectingProblems { () -> Int32 in
            guard let context = xmlNewValidCtxt() else { return 0 }
            defer { xmlFreeValidCtxt(context) }
            return xmlValidateDtd(context, document, dtd.pointer)
        }
        return page(document, problems: validation.problems, publicID: publicID)
    }

    /// Where the XML catalog finds the XHTML 1.0 Strict DTD (w3c-sgml-lib's); nil when
    /// it does not (a page's full validation then reports why; `coursec doctor` says so).
    public static let xhtmlStrictDTDFile: String? = {
        _ = initialized
        let systemID = "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"
        let resolved = withXMLString(xhtmlStrictPublicID) { publicID in
            withXMLString(systemID) { xmlCatalogResolve(publicID, $0) }
        }
        guard let resolved else { return nil }
        let path = string(resolved)
        free(resolved)
        return path.hasPrefix("file://") ? String(path.dropFirst("file://".count)) : path
    }()

    /// Parsed copies of the XHTML 1.0 Strict DTD, one per thread validating at once:
    /// libxml2 builds an element's content model inside the DTD the first time it
    /// validates against it, so one copy is not shared between threads. Unchecked: the
    /// copies are C pointers handed out and back under `lock`, one thread holding each.
    private final class StrictDTDs: @unchecked Sendable {
        static let shared = StrictDTDs()

        final class DTD {
            let pointer: xmlDtdPtr
            init(_ pointer: xmlDtdPtr) { self.pointer = pointer }
        }

        private let lock = NSLock()
        private var idle: [DTD] = []
        private let file = LibXML.xhtmlStrictDTDFile

        /// Set when the DTD did not parse cleanly: no page tries again, all take the full path.
        private var unusable = false

        func borrow() -> DTD? {
            let (dtd, tried) = lock.withLock { (idle.popLast(), unusable) }
            if let dtd { return dtd }
            guard let file, !tried else { return nil }
            let (parsed, problems) = LibXML.collectingProblems {
                LibXML.withXMLString(file) { xmlParseDTD(nil, $0) }
            }
            guard let parsed, problems.isEmpty else {
                if let parsed { xmlFreeDtd(parsed) }
                lock.withLock { unusable = true }
                return nil
            }
            return DTD(parsed)
        }

        func giveBack(_ dtd: DTD) {
            lock.withLock { idle.append(dtd) }
        }
    }

    /// Parses `text` with DTD validation, resolving the DTD through the XML
    /// catalog and never through the network, so a page is checked offline
    /// against the W3C XHTML 1.0 DTD that w3c-sgml-lib installs.
    private static func parseValidatingLoadingDTD(_ text: String, name: String) -> ParsedPage {
        _ = initialized
        var (document, problems) = read(text, name: name, options: pageOptions | XML_PARSE_DTDVALID.rawValue)
        guard let document else {
            if problems.isEmpty { problems.append(.init(line: 0, message: "not well-formed XML")) }
            return ParsedPage(problems: problems, publicID: nil, ids: [], references: [])
        }
        defer { xmlFreeDoc(document) }
        let publicID = document.pointee.intSubset.flatMap { $0.pointee.ExternalID }.map { string($0) }
        if problems.isEmpty, let context = xmlNewValidCtxt() {
            // The parse already validated; this second pass also checks the
            // ID/IDREF constraints that only hold for the finished document.
            problems += collectingProblems { xmlValidateDocument(context, document) }.problems
            xmlFreeValidCtxt(context)
        }
        return page(document, problems: problems, publicID: publicID)
    }

    /// The ids and references of a parsed page, with what checking it found.
    private static func page(_ document: xmlDocPtr, problems: [ParsedPage.Problem], publicID: String?) -> ParsedPage {
        var ids: [String] = []
        var references: [ParsedPage.Reference] = []
        walk(xmlDocGetRootElement(document)) { node in
            let element = string(node.pointee.name)
            var attribute = node.pointee.properties
            while let current = attribute {
                let name = string(current.pointee.name)
                let value = attributeValue(current, of: node)
                if name == "id" { ids.append(value) }
                if name == "href" || name == "src" {
                    references.append(.init(attribute: name, element: element, value: value, line: Int(xmlGetLineNo(node))))
                }
                attribute = current.pointee.next
            }
        }
        return ParsedPage(problems: problems, publicID: publicID, ids: ids, references: references)
    }

    /// The `href` of every `xsl:include` and `xsl:import` of the stylesheet at `path`,
    /// or nil when it is not well-formed XML. Read quietly: what is wrong with a
    /// stylesheet is libxslt's to report when it loads it.
    static func stylesheetReferences(path: String) -> [String]? {
        _ = initialized
        let (document, _) = collectingProblems { xmlReadFile(path, nil, Int32(XML_PARSE_NONET.rawValue)) }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        var references: [String] = []
        walk(xmlDocGetRootElement(document)) { node in
            let name = string(node.pointee.name)
            guard name == "include" || name == "import",
                  string(node.pointee.ns?.pointee.href) == "http://www.w3.org/1999/XSL/Transform" else { return }
            var attribute = node.pointee.properties
            while let current = attribute {
                if string(current.pointee.name) == "href" { references.append(attributeValue(current, of: node)) }
                attribute = current.pointee.next
            }
        }
        return references
    }

    /// `text` parsed as a UTF-8 document (`name` as its URL in messages), with what libxml2 reported; the caller frees it.
    private static func read(_ text: String, name: String?, options: UInt32) -> (document: xmlDocPtr?, problems: [ParsedPage.Problem]) {
        // The text's own UTF-8, not a copy: a print page of 1,000 lessons is 9 MB.
        var text = text
        let (document, problems) = collectingProblems {
            text.withUTF8 { utf8 in
                // An empty text still needs a buffer to point at.
                guard let start = utf8.baseAddress else { return xmlReadMemory("", 0, name, "UTF-8", Int32(options)) }
                return start.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                    xmlReadMemory($0, Int32(utf8.count), name, "UTF-8", Int32(options))
                }
            }
        }
        return (document, problems)
    }

    /// Runs `body` with libxml2's errors gathered instead of printed on stderr.
    fileprivate static func collectingProblems<T>(_ body: () -> T) -> (result: T, problems: [ParsedPage.Problem]) {
        let collector = ProblemCollector()
        let box = Unmanaged.passRetained(collector)
        defer { box.release() }
        xmlSetStructuredErrorFunc(box.toOpaque(), { context, error in
            guard let context, let error else { return }
            let collector = Unmanaged<ProblemCollector>.fromOpaque(context).takeUnretainedValue()
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            collector.problems.append(.init(
                line: Int(error.pointee.line),
                message: message.trimmingCharacters(in: .whitespacesAndNewlines)))
        })
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let result = body()
        return (result, collector.problems)
    }

    private final class ProblemCollector {
        var problems: [ParsedPage.Problem] = []
    }

    private static func walk(_ node: xmlNodePtr?, _ visit: (xmlNodePtr) -> Void) {
        var current = node
        while let node = current {
            if node.pointee.type == XML_ELEMENT_NODE {
                visit(node)
                walk(node.pointee.children, visit)
            }
            current = node.pointee.next
        }
    }

    private static func attributeValue(_ attribute: xmlAttrPtr, of node: xmlNodePtr) -> String {
        // The value's text nodes, read in place: no buffer for xmlFree, which
        // Swift 6 cannot reference (a mutable C global).
        var value = ""
        var child = attribute.pointee.children
        while let current = child {
            value += string(current.pointee.content)
            child = current.pointee.next
        }
        return value
    }

    /// `body` with `text` as libxml2's `const xmlChar *`.
    static func withXMLString<T>(_ text: String, _ body: (UnsafePointer<xmlChar>) -> T) -> T {
        text.withCString { $0.withMemoryRebound(to: xmlChar.self, capacity: text.utf8.count + 1, body) }
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    static func string(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// A libxml2 document owned by Swift: built from an `XMLElementValue` with the tree
/// API (xmlNewDoc, xmlNewDocNode, xmlNewProp, xmlNewText), freed on deinit.
final class LibXMLDocument {
    let pointer: xmlDocPtr

    init(_ root: XMLElementValue) {
        _ = LibXML.initialized
        pointer = xmlNewDoc(Self.chars("1.0"))
        let node = Self.makeNode(root, in: pointer)
        xmlDocSetRootElement(pointer, node)
    }

    /// Takes ownership of a document libxslt produced.
    init(adopting pointer: xmlDocPtr) {
        self.pointer = pointer
    }

    deinit { xmlFreeDoc(pointer) }

    /// UTF-8 text with the XML declaration. With `xhtml`, libxml2's XHTML 1.0
    /// Appendix C rules apply (`<br />`, `<div></div>`, `<script ...></script>`),
    /// so a browser reading the page as HTML from a `.html` file sees the same tree.
    func serialized(xhtml: Bool) -> String {
        guard let buffer = xmlBufferCreate() else { return "" }
        defer { xmlBufferFree(buffer) }
        let options = Int32(xhtml ? XML_SAVE_XHTML.rawValue : XML_SAVE_FORMAT.rawValue | XML_SAVE_NO_XHTML.rawValue)
        guard let context = xmlSaveToBuffer(buffer, "UTF-8", options) else { return "" }
        xmlSaveDoc(context, pointer)
        xmlSaveClose(context)
        let text = String(cString: xmlBufferContent(buffer))
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Text and attribute values show control characters as `\u{1B}`: XML 1.0 cannot
    /// hold most C0 characters (libxml2 would write `&#27;`, which no parser reads
    /// back), a NUL would cut the C string short, and a snippet may print any of them.
    /// Every page, the sitemap and the JUnit report are made here.
    private static func makeNode(_ element: XMLElementValue, in document: xmlDocPtr) -> xmlNodePtr? {
        let node = withChars(element.name) { xmlNewDocNode(document, nil, $0, nil) }
        for attribute in element.attributes {
            withChars(attribute.name) { name in
                withChars(attribute.value.withVisibleControls) { value in _ = xmlNewProp(node, name, value) }
            }
        }
        for child in element.children {
            switch child {
            case .element(let e):
                if let childNode = makeNode(e, in: document) { xmlAddChild(node, childNode) }
            case .text(let text):
                if let textNode = withChars(text.withVisibleControls, { xmlNewDocText(document, $0) }) { xmlAddChild(node, textNode) }
            }
        }
        return node
    }

    static func withChars<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
        string.withCString { pointer in
            pointer.withMemoryRebound(to: xmlChar.self, capacity: string.utf8.count + 1, body)
        }
    }

    private static func chars(_ literal: StaticString) -> UnsafePointer<xmlChar> {
        literal.utf8Start
    }
}
