import CoursecSupport
import CourseModel
import SiteRendering
import SnippetVerification

extension JUnitReport {
    /// Serialized by libxml2 in SiteRendering's interop file (the one module that
    /// imports libxml2) and written atomically, so a reader never sees half a report.
    static func write(_ results: [SnippetResult], errors: [ReportedError], to path: String) throws(CourseError) {
        do {
            try AtomicFile.write(LibXML.serialize(document(results, errors: errors)), to: path)
        } catch {
            throw CourseError("cannot write the JUnit report", file: path)
        }
    }
}
