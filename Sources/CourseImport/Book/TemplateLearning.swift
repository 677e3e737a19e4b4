import CourseModel
import CourseParsing
import CoursecSupport
import Foundation

/// Learns the templates a translated book's output comments follow (docs/import.md,
/// "Output templates"): its lessons, as the import writes them, are verified as verify
/// will (their comments found where the original's output comments stand), and each
/// comment that holds what its program printed there gives the comment minus that text.
struct TemplateLearning {
    var courses: String
    var options: BookImportOptions
    var sourceLanguage: String

    /// The templates of `files` (the import's lesson files in `options.language`), learned
    /// by running them with `trial`'s verifier: most comments explained first.
    func templates(of files: [ImportedBook.File], sources: [SourceLesson], trial: ListingTrial) -> [OutputTemplate] {
        let courseFolder = FilePath(courses).appending(options.course).spelling
        func parse(_ text: String, path: String, language: String) -> Lesson? {
            let parser = LessonParser(language: language, course: options.course, includeBase: courseFolder)
            return try? parser.parse(text, file: FilePath(courses).appending(path).spelling)
        }
        let originals = Dictionary(sources.compactMap { source in
            parse(source.text, path: [options.course, sourceLanguage, source.fileName].joined(separator: "/"), language: sourceLanguage)
        }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let folder = options.course + "/" + options.language + "/"
        let lessons = files.filter { $0.path.hasPrefix(folder) && $0.path.hasSuffix(".md") }.compactMap { file -> Lesson? in
            guard let lesson = parse(file.text, path: file.path, language: options.language),
                  case .success(let aligned) = TranslatedOutput.aligned(lesson, source: originals[lesson.id]),
                  aligned.blocks.contains(where: { $0.commentOutput?.form == .translatedComments })
            else { return nil }
            return aligned
        }
        guard !lessons.isEmpty else { return [] }
        let course = Course(
            id: options.course, directory: courseFolder, titles: [options.language: options.course], sourceLanguage: sourceLanguage,
            lessonOrder: lessons.map(\.id), supportFiles: [], lessons: lessons)
        let blocks = Dictionary(lessons.flatMap { lesson in lesson.blocks.map { ("\(lesson.id) \($0.index)", $0) } }, uniquingKeysWith: { first, _ in first })
        let results = trial.results(of: course)
        let evidence = results.flatMap { result in
            blocks["\(result.lesson) \(result.blockIndex)"].map { OutputConvention.evidence(of: result, block: $0) } ?? []
        }
        return OutputConvention.learn(evidence)
    }
}
