import CoursecTestSupport
import CourseModel
import CourseParsing
import Foundation
import SnippetVerification

/// A course `c` of one English lesson `a` (no support files) holding `body` after its
/// front matter, whose first line is line 6, verified with `options`.
enum OneLessonCourse {
    static func verify(_ body: String, options: VerifierOptions) throws -> [SnippetResult] {
        let folder = TemporaryDirectory("coursec-one-lesson")
        defer { folder.remove() }
        folder.write("courses/c/course.json", #"{"title": {"en": "C"}, "sourceLanguage": "en", "lessons": ["a"]}"#)
        folder.write("courses/c/en/01-a.md", "---\nid: a\ntitle: A\n---\n\n" + body)
        return try Verifier(options: options).verify([try CourseLoader().loadCourse(directory: folder.file("courses/c"))])
    }
}
