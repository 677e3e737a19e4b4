import CoursecTestSupport
import CourseImport
import CourseModel
import CourseParsing
import Foundation

/// The seeds in the repository, and the lessons made from them.
extension Repository {
    /// Imports a seed the way `coursec import` does (its path as given relative to the repository).
    static func importSeed(_ relative: String, options: ImportOptions = ImportOptions()) throws -> ImportedLesson {
        try LessonImporter().importLesson(text: text(relative), file: relative, options: options)
    }

    /// The snippet blocks of an imported seed, as `LessonParser` reads them.
    static func blocks(ofSeed relative: String) throws -> [Block] {
        let imported = try importSeed(relative)
        return try LessonParser(language: imported.language).parse(imported.markdown, file: relative).blocks.map(Block.init)
    }
}
