import CourseImport
import CourseModel
import CourseParsing

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
