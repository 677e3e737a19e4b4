import CourseModel
import Foundation
import SiteRendering

/// Reads a JUnit report back into values, so a test looks at its elements and
/// attributes rather than at its text.
public enum JUnitReportFile {
    public struct NotWellFormed: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): not well-formed XML" }
    }

    public static func read(_ path: String) throws -> XMLElementValue {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let root = LibXML.parse(text) else { throw NotWellFormed(path: path) }
        return root
    }
}

extension XMLElementValue {
    /// Child elements called `name`, in order.
    public func elements(named name: String) -> [XMLElementValue] {
        elements.filter { $0.name == name }
    }
}
