import CoursecSupport
import CourseModel
import CourseParsing
import CourseTranslation

/// `status --diff LESSON --lang LANG`: what changed in the source of one translation since
/// it was made, section by section, as a unified diff of the source's text then and now.
extension StatusCommand {
    static let diff = Option("--diff", value: "LESSON", help: """
        with --lang: the source's old and new text of each section
        that changed since LESSON (a path or course/lesson-id) was
        translated into LANG, as a unified diff
        """)
    static let language = Option("--lang", value: "LANG", help: "the translation's language, for --diff")

    /// The row of the lesson `argument` names: a lesson file in any language, or `course/lesson-id`.
    static func row(named argument: String, in status: StatusTable, console: Console) throws -> StatusTable.Row {
        let course: String, id: String
        if argument.hasSuffix(".md") {
            let path = console.resolve(argument)
            let lesson = try CourseLoader().loadLesson(path: path)
            id = lesson.id
            course = CourseLoader.courseDirectory(ofLesson: path).map { FilePath($0).simplified.lastComponent } ?? ""
        } else {
            let parts = argument.split(separator: "/").map(String.init)
            guard parts.count == 2 else {
                throw Arguments.UsageError(message: "name the lesson by its path or as course/lesson-id, not '\(argument)'")
            }
            (course, id) = (parts[0], parts[1])
        }
        guard let row = status.rows.first(where: { $0.course == course && $0.id == id }) else {
            throw CourseError("no lesson '\(course)/\(id)' here")
        }
        return row
    }

    /// Prints the diff of one cell; 1 when the translation is missing, an original or broken,
    /// or when its source's earlier text cannot be found.
    static func printDiff(_ row: StatusTable.Row, language: String, console: Console) throws -> ExitCode {
        if let broken = row.errors[language] { throw CourseErrors(broken.errors) }
        let cell = row.cell(language)
        guard let file = cell.file, let sourceLanguage = cell.sourceLanguage else {
            let what = cell.state == .original ? "is the original, not a translation" : "has no '\(language)' translation"
            throw CourseError("lesson '\(row.course)/\(row.id)' \(what)", file: cell.file ?? "")
        }
        let source = row.cells[sourceLanguage]?.file ?? "(\(sourceLanguage))"
        guard !cell.sectionTexts.isEmpty else {
            if let note = cell.outdatedNote { throw CourseError(note, file: file) }
            console.print("\(file): nothing changed in the source since it was translated")
            return .success
        }
        console.print("--- \(source)\t(as translated into \(language))")
        console.print("+++ \(source)\t(now)")
        cell.sectionTexts.flatMap(\.diff).forEach(console.print)
        return .success
    }

    /// Each changed section of a cell, for `status --format json`.
    static func json(_ texts: [SectionText]) -> JSONValue {
        .array(texts.map { text in
            var fields: [(String, JSONValue)] = [("section", .string(text.change.description))]
            fields.append(("old", text.old.map(JSONValue.string) ?? .null))
            fields.append(("new", text.new.map(JSONValue.string) ?? .null))
            fields.append(("diff", .string(text.diff.map { $0 + "\n" }.joined())))
            return .object(fields)
        })
    }
}
