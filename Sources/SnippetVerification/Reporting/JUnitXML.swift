import CLibXML2
import CourseModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `verify --junit FILE`: the results as a JUnit XML report, built and written by
/// libxml2. Every libxml2 call of the verifier is in this file; only Swift values leave it.
/// (No Foundation here: its ICU headers clash with the ones libxml2 includes.)
public enum JUnitXML {
    /// One `<testsuite>` per lesson file, one `<testcase>` per snippet. Written to a
    /// temporary name next to `path` and renamed, so a reader never sees half a report.
    public static func write(_ results: [SnippetResult], to path: String) throws(CourseError) {
        guard let doc = xmlNewDoc("1.0") else { throw CourseError("cannot create the JUnit report", file: path) }
        defer { xmlFreeDoc(doc) }
        let root = xmlNewNode(nil, "testsuites")
        xmlDocSetRootElement(doc, root)
        let summary = VerificationSummary(results)
        set(root, [
            ("name", "coursec verify"), ("tests", "\(results.count)"), ("failures", "\(summary.failed)"),
            ("skipped", "\(summary.skipped)"), ("time", seconds(results.map(\.seconds).reduce(0, +))),
        ])
        var files: [String] = []
        for result in results where !files.contains(result.file) { files.append(result.file) }
        for file in files {
            let cases = results.filter { $0.file == file }
            let lessonSummary = VerificationSummary(cases)
            let suite = xmlNewChild(root, nil, "testsuite", nil)
            set(suite, [
                ("name", file), ("tests", "\(cases.count)"), ("failures", "\(lessonSummary.failed)"),
                ("skipped", "\(lessonSummary.skipped)"), ("time", seconds(cases.map(\.seconds).reduce(0, +))),
            ])
            for result in cases { addCase(result, to: suite) }
        }
        try checkDestination(path)
        let temporary = path + ".tmp-\(getpid())"
        guard xmlSaveFormatFileEnc(temporary, doc, "UTF-8", 1) >= 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CourseError("cannot write the JUnit report", file: path)
        }
    }

    /// Throws unless `path`'s folder exists and is writable: `verify` asks before compiling
    /// anything, so a mistyped folder does not cost a whole run. (libxml2 would print its own
    /// "I/O error" on stderr for a missing folder; this says it once, ourselves.)
    public static func checkDestination(_ path: String) throws(CourseError) {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        guard access(folder.isEmpty ? "/" : folder, W_OK) == 0 else {
            throw CourseError("cannot write the JUnit report: its folder does not exist or is not writable", file: path)
        }
    }

    /// Parses an XML file back into values (for tests and for tools that check the report).
    public static func read(_ path: String) throws(CourseError) -> XMLReportElement {
        guard let doc = xmlReadFile(path, nil, Int32(XML_PARSE_NONET.rawValue)) else {
            throw CourseError("not well-formed XML", file: path)
        }
        defer { xmlFreeDoc(doc) }
        guard let root = xmlDocGetRootElement(doc) else { throw CourseError("XML has no root element", file: path) }
        return value(of: root)
    }

    private static func addCase(_ result: SnippetResult, to suite: xmlNodePtr?) {
        let testCase = xmlNewChild(suite, nil, "testcase", nil)
        let name = [result.role.rawValue, result.name].compactMap { $0 }.joined(separator: " ")
        set(testCase, [
            ("classname", [result.course, result.language, result.lesson].compactMap { $0 }.joined(separator: ".")),
            ("name", "\(result.file):\(result.line) \(name)"),
            ("file", result.file), ("line", "\(result.line)"), ("time", seconds(result.seconds)),
        ])
        switch result.status {
        case .passed:
            break
        case .skipped:
            set(xmlNewChild(testCase, nil, "skipped", nil), [("message", result.reason ?? "")])
        case .failed:
            let failure = xmlNewChild(testCase, nil, "failure", nil)
            set(failure, [("message", result.reason ?? "failed")])
            xmlNodeAddContent(failure, clean(FailureDescription(result).lines.joined(separator: "\n")))
        }
    }

    private static func set(_ node: xmlNodePtr?, _ attributes: [(String, String)]) {
        for (name, value) in attributes { xmlNewProp(node, name, clean(value)) }
    }

    /// XML 1.0 cannot hold most control characters, which a snippet may well print.
    private static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r" ? "\u{FFFD}" : scalar
        }))
    }

    private static func seconds(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func value(of node: xmlNodePtr) -> XMLReportElement {
        var element = XMLReportElement(name: String(cString: node.pointee.name))
        var attribute = node.pointee.properties
        while let current = attribute {
            // An attribute's value is the text node below it, owned by the document.
            var text = ""
            var part = current.pointee.children
            while let piece = part {
                if let content = piece.pointee.content { text += String(cString: content) }
                part = piece.pointee.next
            }
            element.attributes[String(cString: current.pointee.name)] = text
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                element.children.append(value(of: current))
            } else if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
                      let content = current.pointee.content {
                element.text += String(cString: content)
            }
            child = current.pointee.next
        }
        return element
    }
}
