import CourseImport
import CourseModel
import CourseParsing
import CoursecTestSupport
import SnippetVerification

/// Imports literal raw text and parses the result, as the rule tests need.
enum Importing {
    static func lesson(_ raw: String, options: ImportOptions = ImportOptions()) throws -> (imported: ImportedLesson, lesson: Lesson) {
        let imported = try LessonImporter().importLesson(text: raw, file: "test.txt", options: options)
        let lesson = try LessonParser(language: imported.language).parse(imported.markdown, file: "test.md")
        return (imported, lesson)
    }

    static func blocks(_ raw: String) throws -> [Block] {
        try lesson(raw).lesson.blocks.map(Block.init)
    }

    /// The body of an imported lesson, after its front matter.
    static func body(_ markdown: String) -> String {
        markdown.components(separatedBy: "\n---\n").dropFirst().joined(separator: "\n---\n")
    }
}

extension Importing {
    /// Imports literal raw text with its output evidence tried by the real swiftc
    /// (unsandboxed: the sandbox has its own tests), and returns it with its body.
    static func tried(_ raw: String) throws -> (imported: ImportedLesson, body: String) {
        let cache = TemporaryDirectory("seed-trial-cache")
        var options = VerifierOptions(cacheDirectory: cache.path)
        options.sandbox = false
        let imported = try LessonImporter().importLesson(text: raw, file: "test.txt", options: ImportOptions(), trial: ListingTrial(options: options))
        return (imported, body(imported.markdown))
    }
}
