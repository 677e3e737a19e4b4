import CoursecSupport
import CourseModel
import Foundation

/// A course's support files as every snippet of the course compiles them, with the
/// SHA-256 of each, worked out once per course: hashing them again for each of a
/// large course's thousands of snippets was a good part of a no-change verify.
struct CourseSupport: Sendable {
    var sources: [SnippetSource] = []
    var digests: [String] = []
    /// Their paths, symbolic links resolved, so a lesson's `include=` of one is not compiled twice.
    var canonicalPaths: Set<String> = []

    init(_ course: Course) {
        for file in course.supportFiles {
            let path = FilePath(course.directory).appending(file.path).spelling
            canonicalPaths.insert(FilePath(path).canonical)
            sources.append(SnippetSource(name: file.name, code: file.code, origin: SourceLocation(file: path, line: 1)))
            digests.append(SHA256.hex(file.code))
        }
    }
}
