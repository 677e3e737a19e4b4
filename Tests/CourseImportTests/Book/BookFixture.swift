import CoursecTestSupport
import CourseImport
import Foundation

/// A book written into a temporary folder and imported, with what the import would write.
struct BookFixture {
    let folder = TemporaryDirectory("book")

    func write(_ relative: String, _ text: String) { folder.write(relative, text) }

    /// A DocC catalog's root page `<Name>.docc/<Name>.md` listing `chapters` under its topics.
    func writeRoot(_ catalog: String, chapters: [String]) {
        write("\(catalog).docc/\(catalog).md", "# \(catalog)\n\n@Metadata {\n  @TechnologyRoot\n}\n\n## Topics\n\n" + chapters.map { "- <doc:\($0)>\n" }.joined())
    }

    func path(_ relative: String) -> String { folder.file(relative) }

    /// Imports `book` (relative paths) into `courses/` of the fixture folder.
    func importBook(_ book: [String], language: String = "en", translationOf: String? = nil) throws -> ImportedBook {
        try BookImporter().importBook(
            book.map(path), courses: path("courses"), options: BookImportOptions(course: "book", language: language, translationOf: translationOf))
    }

    /// Writes what an import would write, as the command does, for a translation to find its original.
    func save(_ imported: ImportedBook) {
        for file in imported.files { write("courses/" + file.path, file.text) }
    }
}

extension ImportedBook {
    func text(_ path: String) -> String? { files.first { $0.path == path }?.text }

    /// The lesson's body: what follows its front matter.
    func body(_ path: String) -> String? {
        guard let text = text(path), let end = text.range(of: "\n---\n\n") else { return nil }
        return String(text[end.upperBound...])
    }
}
