import CourseModel
import CourseParsing
import CoursecSupport
import Foundation

/// The source texts translations were made from, kept beside the course
/// (`courses/<course>/.translations/<hash>.md`) by `translate` and `translate --update`:
/// a translation records only its source's hash, and without git history nothing else
/// keeps the text behind it, which `status` needs to name and show what changed since.
public enum TranslationStore {
    public static let folderName = ".translations"

    /// Where the text of `source` with `hash` is kept; nil outside a course folder.
    static func path(ofSource source: String, hash: String) -> String? {
        CourseLoader.courseDirectory(ofLesson: source).map { FilePath($0).appending(folderName).appending(hash + ".md").spelling }
    }

    /// The kept text of the lesson file `source` whose hash is `hash`, if it is kept and
    /// still has that hash (a hand-edited entry is no evidence).
    public static func text(ofSource source: String, hash: String) -> String? {
        guard let path = path(ofSource: source, hash: hash),
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
              LessonHash.of(text) == hash else { return nil }
        return text
    }

    /// Keeps the source's text as it is now, under its hash; once kept it is not written again.
    public static func keep(_ source: Lesson) throws(CourseError) {
        let hash = LessonHash.of(source.text)
        guard let course = CourseLoader.courseDirectory(ofLesson: source.file), let path = path(ofSource: source.file, hash: hash),
              text(ofSource: source.file, hash: hash) == nil else { return }
        try AtomicFile.write(source.text, to: path, under: course)
    }
}
