import CourseModel
import CourseParsing
import CoursecSupport
import Foundation

/// The source texts translations were made from, kept beside the course
/// (`courses/<course>/.translations/<hash>.md`) by `translate` and `translate --update`:
/// a translation records only its source's hash, and without git history nothing else
/// keeps the text behind it, which `status` needs to name and show what changed since.
/// Beside it, `<hash>.<lang>.md` keeps the translation as stamped, for `--update`'s check.
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

    /// Where the translation `file` as stamped with `reference` is kept: beside its
    /// source's text, named by the source's hash and the translation's language.
    static func path(ofTranslation file: String, reference: TranslationReference) -> String? {
        let language = FilePath(file).deletingLastComponent.lastComponent
        return CourseLoader.courseDirectory(ofLesson: file).map {
            FilePath($0).appending(folderName).appending("\(reference.sourceHash).\(language).md").spelling
        }
    }

    /// The kept text of the translation `file` as it was stamped with `reference`, if it is
    /// kept and still records that stamp.
    public static func text(ofTranslation file: String, reference: TranslationReference) -> String? {
        let stamp = "translation-of: " + reference.frontMatterValue
        guard let path = path(ofTranslation: file, reference: reference),
              let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
              text.textLines.contains(where: { $0.trimmingTrailingWhitespace() == stamp }) else { return nil }
        return text
    }

    /// Keeps `text`, the translation `file` as `translate` or `translate --update` stamps it
    /// with `reference`: what `--update` compares the translation with later.
    public static func keep(translation text: String, file: String, reference: TranslationReference) throws(CourseError) {
        guard let course = CourseLoader.courseDirectory(ofLesson: file), let path = path(ofTranslation: file, reference: reference) else { return }
        try AtomicFile.write(text, to: path, under: course)
    }

    /// Keeps the source's text as it is now, under its hash; once kept it is not written again.
    public static func keep(_ source: Lesson) throws(CourseError) {
        let hash = LessonHash.of(source.text)
        guard let course = CourseLoader.courseDirectory(ofLesson: source.file), let path = path(ofSource: source.file, hash: hash),
              text(ofSource: source.file, hash: hash) == nil else { return }
        try AtomicFile.write(source.text, to: path, under: course)
    }
}
