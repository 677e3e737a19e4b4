import CoursecSupport
import CourseImport
import CourseModel
import CourseParsing
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
        try ImportCommand.checkLanguage(language, option: "--lang")
        if let original = arguments.value(ImportCommand.translationOf) { try ImportCommand.checkLanguage(original, option: "--translation-of") }
        if arguments.value(ImportCommand.id) != nil || arguments.value(ImportCommand.order) != nil {
            throw Arguments.UsageError(message: "--id and --order are for one seed; a book's ids and order are its own")
        }
        let courses = console.resolve(arguments.value(ImportCommand.out) ?? arguments.value(.courses) ?? "courses")
        let options = BookImportOptions(course: course, language: language, translationOf: arguments.value(ImportCommand.translationOf))
        let imported = try BookImporter().importBook(book, courses: courses, options: options, trial: ListingTrial.forImport(arguments, console: console))

        // Everything is made before anything is written, and written into a copy of the
        // course that replaces it in one step: an error or a full disk leaves it as it was.
        let courseFolder = FilePath(courses).appending(course).spelling
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
            if FileManager.default.contents(atPath: path) == image.data { continue }
            writes.append((path, image.data))
        }
        for line in imported.report.errorLines { console.printError(line) }
        for line in imported.report.lines { console.print(line) }
        let removals = imported.replaced.map { FilePath(courses).appending($0).spelling }
        if !writes.isEmpty || !removals.isEmpty {
            func inCourse(_ path: String) -> String { String(path.dropFirst(courseFolder.count).drop { $0 == "/" }) }
            try StagedFolder.update(
                courseFolder, under: courses, writes: writes.map { (inCourse($0.path), $0.data) }, removals: removals.map(inCourse))
        }
        for write in writes { console.print("wrote \(write.path)") }
        for path in removals { console.print("removed \(path) (the lesson's chapter moved)") }
        console.print("\(imported.report.chapters.count) chapters: \(writes.count) files written, \(unchanged) unchanged")
        return imported.report.hasErrors ? .failure : .success
    }
}
