import CLibXML2
import CLibXSLT
import CourseModel
import Foundation

/// The one place that touches libxslt: a stylesheet from `templates/`, applied
/// to a page document, the result serialized as XHTML. Only Swift values leave it.
final class XSLTStylesheet {
    private let pointer: xsltStylesheetPtr
    let path: String

    init(path: String) throws(CourseError) {
        _ = LibXML.initialized
        // libxslt would print a raw I/O warning for a missing file; this says it plainly.
        guard FileManager.default.fileExists(atPath: path) else { throw CourseError("the stylesheet is missing", file: path) }
        guard let pointer = xsltParseStylesheetFile(path) else {
            throw CourseError("cannot load the stylesheet (it is not valid XSLT 1.0; libxslt printed the details above)", file: path)
        }
        self.pointer = pointer
        self.path = path
    }

    deinit { xsltFreeStylesheet(pointer) }

    /// The libxml2 and libxslt this build runs with: another version may write a page
    /// differently, so the page cache's keys include it.
    static let engineVersions = "libxml2 \(LIBXML_VERSION), libxslt \(xsltLibxsltVersion)"

    /// The page document transformed and serialized as XHTML text.
    ///
    /// Each tree is freed as soon as the next exists: the page's Swift value once
    /// libxml2 has its copy, that copy once libxslt has made the result. A large
    /// lesson's trees are each many times its size, and holding them all to the
    /// end is what made a 50 MB lesson cost gigabytes.
    func transform(_ page: consuming XMLElementValue, name: String) throws(CourseError) -> String {
        // An initializer's argument is its own: the tree goes when the copy is made.
        var input: LibXMLDocument? = LibXMLDocument(page)
        guard let context = xsltNewTransformContext(pointer, input!.pointer) else {
            throw CourseError("libxslt could not start a transformation for \(name)", file: path)
        }
        let result = xsltApplyStylesheetUser(pointer, input!.pointer, nil, nil, nil, context)
        let succeeded = context.pointee.state == XSLT_STATE_OK
        xsltFreeTransformContext(context)
        input = nil
        guard let result, succeeded else {
            if let result { xmlFreeDoc(result) }
            throw CourseError("the stylesheet failed while rendering \(name) (libxslt printed the details above)", file: path)
        }
        return LibXMLDocument(adopting: result).serialized(xhtml: true)
    }
}
