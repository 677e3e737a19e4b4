import CourseImport
import CourseModel
import CourseParsing

extension ExtractedLesson {
    /// Raw lesson text: imported in memory, parsed like any lesson, and reported
    /// with the lines of the .txt, so a seed can be checked before it is imported.
    static func loadRaw(_ path: String) throws(CourseError) -> ExtractedLesson {
        let text = try CourseLoader.readText(path)
        let imported = try LessonImporter().importLesson(text: text, file: path, options: ImportOptions())
        let lesson = try LessonParser(language: imported.language).parse(imported.markdown, file: path)
        let blocks = lesson.blocks.enumerated().map { index, block in
            var block = block
            if index < imported.blockSourceLines.count { block.line = imported.blockSourceLines[index] }
            return block
        }
        return ExtractedLesson(file: path, course: nil, lesson: imported.id, language: imported.language, blocks: blocks)
    }
}
