import CoursecTestSupport
import CourseImport
import CourseModel
import CourseParsing
import Testing

/// Whatever raw text comes in, the importer returns a lesson that parses, or a `CourseError`.
@Suite struct RobustnessTests {
    @Test(arguments: Repository.seedLessons.map(\.seed))
    func everyPrefixOfASeedImportsToAParsableLessonOrAnError(seed: String) throws {
        let lines = try Repository.text(seed).split(separator: "\n", omittingEmptySubsequences: false)
        var imported = 0
        for end in stride(from: 1, through: lines.count, by: 3) {
            let text = lines[..<end].joined(separator: "\n")
            // The importer may refuse a text (a CourseError is a fine answer); what it returns must parse.
            guard let lesson = try? LessonImporter().importLesson(text: text, file: seed, options: ImportOptions()) else { continue }
            do {
                let parsed = try LessonParser(language: lesson.language).parse(lesson.markdown, file: seed)
                #expect(parsed.blocks.count == lesson.blockSourceLines.count, "\(seed) up to line \(end)")
                imported += 1
            } catch {
                Issue.record("\(seed) up to line \(end): \(error)")
            }
        }
        #expect(imported > 0)
    }

    @Test func reportsTextWithNoProseAsAnError() {
        let error = #expect(throws: CourseError.self) {
            try LessonImporter().importLesson(text: "\n\n", file: "empty.txt", options: ImportOptions())
        }
        #expect(error?.description == "empty.txt: error: no title line: the raw text has no prose")
    }
}
