import CourseModel

/// One file handed to swiftc, and where its first line lives, so a compiler
/// error in it can be shown at the lesson (or course support file) line.
struct SnippetSource: Hashable, Sendable {
    /// The file name inside the job's temporary directory, unique within the job.
    var name: String
    var code: String
    /// The file and line that hold this file's first line.
    var origin: SourceLocation

    func location(ofLine line: Int) -> SourceLocation {
        SourceLocation(file: origin.file, line: origin.line + max(line, 1) - 1)
    }
}
