import CourseModel
import CourseParsing
import CourseTranslation

/// `coursec status`: the translation state of every lesson in every language.
enum StatusCommand: Command {
    static let name = "status"
    static let about = """
        Shows lessons × languages. Each cell is original, up-to-date, outdated (the source
        changed since the hash its translation records; the sections that changed are named
        when git has the earlier text), untranslated (prose still marked, with a count),
        code-drift (code differs from the source other than in comments and string
        literals, or an output differs where the source's did not), or missing. With a
        courses/glossary.json, every rendering it says to avoid that stands in a lesson's
        prose is reported at its file:line with the preferred one.
        """
    static let format = Option("--format", value: "text|json", choices: ["text", "json"], help: #"text (default) or {"languages": [...], "lessons": [...]}"#)
    static let strict = Option(flag: "--strict", help: "exit 1 when a cell is outdated, untranslated or code-drift, or a lesson uses a term the glossary says to avoid")
    static let options = [format, strict, .courses]
    static let helpColumn = 23

    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "status takes no arguments besides its options")
        }
        let format = try arguments.choice(Self.format) ?? "text"
        let root = console.coursesFolder(arguments)
        let courses = try CourseLoader().loadCourses(root: root)
        guard !courses.isEmpty else {
            throw CourseError("no courses here (a course is a folder with a course.json; see docs/format.md)", file: root)
        }
        let status = TranslationStatus.compute(courses: courses, glossary: try GlossaryReader.load(coursesRoot: root))
        if format == "json" {
            console.print(json(status).serialized(pretty: true))
        } else {
            printText(status, console: console)
        }
        return arguments.has(strict) && status.needsWork ? .failure : .success
    }

    static func json(_ status: TranslationStatus) -> JSONValue {
        .object([
            ("languages", .array(status.languages.map(JSONValue.string))),
            ("lessons", .array(status.rows.map { row in
                .object([
                    ("course", .string(row.course)),
                    ("id", .string(row.id)),
                    ("title", .string(row.title)),
                    ("cells", .object(status.languages.map { language in
                        let cell = row.cells[language] ?? TranslationCell(state: .missing)
                        var fields: [(String, JSONValue)] = [("state", .string(cell.state.rawValue))]
                        if let file = cell.file { fields.append(("file", .string(file))) }
                        if let source = cell.sourceLanguage { fields.append(("from", .string(source))) }
                        if cell.state != .missing && cell.state != .original {
                            fields.append(("untranslated", .int(cell.untranslated)))
                            fields.append(("changedSections", .array(cell.changedSections.map(JSONValue.string))))
                            fields.append(("drift", .array(cell.drift.map(JSONValue.string))))
                        }
                        if let note = cell.outdatedNote { fields.append(("note", .string(note))) }
                        if cell.file != nil { fields.append(("terms", .array(cell.terms.map(\.json)))) }
                        return (language, JSONValue.object(fields))
                    })),
                ])
            })),
        ])
    }

    static func label(_ cell: TranslationCell) -> String {
        cell.state == .untranslated ? "untranslated (\(cell.untranslated))" : cell.state.rawValue
    }

    static func printText(_ status: TranslationStatus, console: Console) {
        let names = status.rows.map { "\($0.course)/\($0.id)" }
        let firstWidth = max(names.map(\.count).max() ?? 0, "lesson".count) + 2
        let widths = status.languages.map { language in
            max(language.count, status.rows.map { label($0.cells[language] ?? TranslationCell(state: .missing)).count }.max() ?? 0) + 2
        }
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(width - text.count, 0)) }
        console.print(pad("lesson", firstWidth) + zip(status.languages, widths).map { pad($0, $1) }.joined().trimmingTrailingWhitespace())
        for (row, name) in zip(status.rows, names) {
            let cells = zip(status.languages, widths).map { language, width in
                pad(label(row.cells[language] ?? TranslationCell(state: .missing)), width)
            }
            console.print((pad(name, firstWidth) + cells.joined()).trimmingTrailingWhitespace())
        }
        var details: [String] = []
        for row in status.rows {
            for language in status.languages {
                guard let cell = row.cells[language], let file = cell.file else { continue }
                details += cell.terms.map { "\(file):\($0.line): '\($0.found)' is to be avoided; the glossary prefers '\($0.preferred)' (terminology)" }
                switch cell.state {
                case .outdated:
                    let what = cell.changedSections.isEmpty
                        ? (cell.outdatedNote ?? "the source changed")
                        : "changed in the source since it was translated: " + cell.changedSections.map { "'\($0)'" }.joined(separator: ", ")
                    details.append("\(file): outdated: \(what)")
                case .codeDrift:
                    details += cell.drift.map { "\($0) (code-drift)" }
                case .untranslated:
                    details.append("\(file): \(cell.untranslated) blocks or fields still marked untranslated")
                default:
                    break
                }
            }
        }
        if !details.isEmpty {
            console.print("")
            details.forEach(console.print)
        }
        var counts: [TranslationState: Int] = [:]
        for row in status.rows { for cell in row.cells.values { counts[cell.state, default: 0] += 1 } }
        let summary = TranslationState.allCases.compactMap { state in counts[state].map { "\($0) \(state.rawValue)" } }
        let lessons = status.rows.count == 1 ? "1 lesson" : "\(status.rows.count) lessons"
        let languages = status.languages.count == 1 ? "1 language" : "\(status.languages.count) languages"
        console.print("\n\(lessons) × \(languages): " + summary.joined(separator: ", "))
    }
}
