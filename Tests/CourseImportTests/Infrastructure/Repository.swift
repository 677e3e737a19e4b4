import CoursecTestSupport
import CourseImport
import CourseModel
import CourseParsing
import Foundation

/// The seeds in the repository, and the lessons made from them.
extension Repository {
    static let seed000 = "seeds/000_19ee30c3b349b3d2.txt"
    static let seed001 = "seeds/001_048aa9d0b2e2228d.txt"
    static let seed002 = "seeds/002_36bea46534028610.txt"
    static let seed004 = "seeds/004_9472f68d48f59394.txt"

    /// Each seed and the lesson made from it in `courses/`.
    static let seedLessons: [(seed: String, lesson: String)] = [
        (seed000, "courses/swiftui-uikit/tr/02-coordinator-delegates.md"),
        (seed001, "courses/interfacing-with-uikit/ja/02-page-view-controller.md"),
        (seed002, "courses/app-architecture/tr/03-coordinator-pattern.md"),
        (seed004, "courses/ui-sync/tr/03-declarative-imperative.md"),
    ]

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
