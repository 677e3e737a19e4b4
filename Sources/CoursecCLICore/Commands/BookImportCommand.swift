import CoursecSupport
import CourseImport
import CourseModel
import Foundation
import SnippetVerification

/// `coursec import BOOK --course ID --lang LANG [--translation-of LANG]`: the book's
/// chapters as lessons, written only where they changed.
enum BookImportCommand {
    static func run(_ arguments: Arguments, book: [String], console: Console) throws -> ExitCode {
        guard let course = arguments.value(ImportCommand.course), !course.isEmpty, !course.contains("/"), !course.hasPrefix(".") else {
            throw Arguments.UsageError(message: "a book needs --course ID, the course folder it becomes (such as 'swift-book')")
        }
        guard let language = arguments.value(ImportCommand.language) else {
            throw Arguments.UsageError(message: "a book needs --lang LANG, the language it is written in")
        }
        if arguments.value(ImportCommand.id) != nil || arguments.value(ImportCommand.order) != nil {
            throw Arguments.UsageError(message: "--id and --order are for one seed; a book's ids and order are its own")
        }
        let courses = console.resolve(arguments.value(ImportCommand.out) ?? arguments.value(.courses) ?? "courses")
        let options = BookImportOptions(course: course, language: language, translationOf: arguments.value(ImportCommand.translationOf))
        let imported = try BookImporter().importBook(book, courses: courses, options: options, trial: ListingTrial.forImport(arguments, console: console))

        // Everything is made before anything is written: an error leaves the course as it was.
        var writes: [(path: String, data: Data)] = []
        var unchanged = 0
        for file in imported.files {
            let path = FilePath(courses).appending(file.path).spelling
            let data = Data(file.text.utf8)
            if FileManager.default.contents(atPath: path) == data { unchanged += 1; continue }
            writes.append((path, data))
        }
        for image in imported.images {
            let path = FilePath(courses).appending(image.to).spelling
            guard let data = FileManager.default.contents(atPath: image.from) else {
                throw CourseError("the image cannot be read", file: image.from)
            }
            if FileManager.default.contents(atPath: path) == data { continue }
            writes.append((path, data))
        }
        for line in imported.report.lines { console.print(line) }
        for write in writes {
            try AtomicFile.write(write.data, to: write.path)
            console.print("wrote \(write.path)")
        }
        for old in imported.replaced {
            let path = FilePath(courses).appending(old).spelling
            do { try FileManager.default.removeItem(atPath: path) } catch {
                throw CourseError("cannot remove the lesson's old file: \(error.localizedDescription)", file: path)
            }
            console.print("removed \(path) (the lesson's chapter moved)")
        }
        console.print("\(imported.report.chapters.count) chapters: \(writes.count) files written, \(unchanged) unchanged")
        return .success
    }
}
