import CoursecSupport
import CourseModel
import CourseParsing
import CourseTranslation

/// `coursec status`: the translation state of every lesson in every language.
enum StatusCommand: Command {
    static let name = "status"
    static let abstract = "shows the translation state of every lesson in every language"
    static let about = """
        Shows lessons × languages. Each cell is original, up-to-date, outdated (the source
        changed since the hash its translation records; the sections that changed are named
        when git has the earlier text), untranslated (prose still marked, with a count),
        code-drift (code differs from the source other than in comments and string
        literals, or an output differs where the source's did not), missing, or error (the
        lesson file has an error; every error is printed, and status exits 1). --diff
        prints what changed in an outdated translation's source, section by section. With a
        courses/glossary.json, every rendering it says to avoid that stands in a lesson's
        prose is reported at its file:line with the preferred one.
        """
    static let format = Option("--format", value: "text|json", choices: ["text", "json"], help: #"text (default) or {"languages": [...], "lessons": [...]}"#)
    static let strict = Option(flag: "--strict", help: """
        exit 1 when a cell is outdated, untranslated, code-drift or
        error, or a lesson uses a term the glossary says to avoid,
        printing one 'file: error: …' line per such cell
        """)
    static let options = [format, strict, diff, language, .courses]
    static let helpColumn = 23


    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "status takes no arguments besides its options")
        }
        let format = try arguments.choice(Self.format) ?? "text"
        let diffLesson = arguments.value(diff), diffLanguage = arguments.value(language)
        guard (diffLesson == nil) == (diffLanguage == nil) else {
            throw Arguments.UsageError(message: "--diff LESSON and --lang LANG go together")
        }
        if diffLesson != nil, arguments.value(Self.format) != nil || arguments.has(strict) {
            throw Arguments.UsageError(message: "--diff prints one translation's diff as text; --format json carries every cell's")
        }
        let root = try console.coursesFolder(arguments)
        // A broken lesson's cells say error; every other cell is shown as usual.
        let load = CourseLoader().loadCoursesGoingOn(root: root)
        load.errors.forEach { console.printError($0.description) }
        guard !load.courses.isEmpty || !load.broken.isEmpty else {
            if !load.errors.isEmpty { return .failure }
            throw CourseError("no courses here (a course is a folder with a course.json; see docs/format.md)", file: root)
        }
        let glossary = try GlossaryReader.load(coursesRoot: root)
        let status = StatusTable(TranslationStatus.compute(courses: load.courses, glossary: glossary), broken: load.broken)
        if let diffLesson, let diffLanguage {
            let result = try printDiff(try row(named: diffLesson, in: status, console: console), language: diffLanguage, console: console)
            return load.errors.isEmpty ? result : .failure
        }
        if format == "json" {
            console.print(json(status).serialized(pretty: true))
        } else {
            printText(status, gitNote: gitNote(status, root: root), console: console)
        }
        if arguments.has(strict) {
            status.strictFailures.filter { line in !load.errors.contains { $0.description == line } }.forEach(console.printError)
            if status.needsWork { return .failure }
        }
        return load.errors.isEmpty ? .success : .failure
    }

    static func json(_ status: StatusTable) -> JSONValue {
        .object([
            ("languages", .array(status.languages.map(JSONValue.string))),
            ("lessons", .array(status.rows.map { row in
                .object([
                    ("course", .string(row.course)),
                    ("id", .string(row.id)),
                    ("title", .string(row.title)),
                    ("cells", .object(status.languages.map { language in
                        if let broken = row.errors[language] {
                            return (language, JSONValue.object([
                                ("state", .string("error")), ("file", .string(broken.file)),
                                ("message", .string(broken.errors.map(\.message).joined(separator: "\n"))), ("line", .int(broken.line)),
                            ]))
                        }
                        let cell = row.cell(language)
                        var fields: [(String, JSONValue)] = [("state", .string(cell.state.rawValue))]
                        if let file = cell.file { fields.append(("file", .string(file))) }
                        if let source = cell.sourceLanguage { fields.append(("from", .string(source))) }
                        if cell.state != .missing && cell.state != .original {
                            fields.append(("untranslated", .int(cell.untranslated)))
                            fields.append(("changedSections", .array(cell.changedSections.map(JSONValue.string))))
                            fields.append(("drift", .array(cell.drift.map(JSONValue.string))))
                            fields.append(("sectionDiffs", json(cell.sectionTexts)))
                        }
                        if let sections = cell.sections {
                            fields.append(("sections", .object([("translated", .int(sections.translated)), ("of", .int(sections.of))])))
                        }
                        if let note = cell.outdatedNote { fields.append(("note", .string(note))) }
                        if cell.file != nil { fields.append(("terms", .array(cell.terms.map(\.json)))) }
                        return (language, JSONValue.object(fields))
                    })),
                ])
            })),
        ])
    }

    static func label(_ row: StatusTable.Row, _ language: String) -> String {
        if row.errors[language] != nil { return "error" }
        let cell = row.cell(language)
        if cell.state == .unfinished, let sections = cell.sections { return "unfinished (\(sections.translated) of \(sections.of) sections)" }
        return cell.state == .untranslated ? "untranslated (\(cell.untranslated))" : cell.state.rawValue
    }

    /// Said once where there are translations and git cannot keep the texts their hashes
    /// stand for: the folder that holds the courses folder is where a repository starts.
    static func gitNote(_ status: StatusTable, root: String) -> String? {
        let translated = status.rows.contains { row in row.cells.values.contains { $0.state != .original && $0.state != .missing } }
        guard translated else { return nil }
        // `courses` given as it is has no folder before it: the current one holds it.
        let folder = FilePath(root).deletingLastComponent.spelling
        return SourceHistory.repositoryNote(for: folder.isEmpty ? "." : folder, SourceHistory.repository(containing: root))
    }

    static func printText(_ status: StatusTable, gitNote: String?, console: Console) {
        let names = status.rows.map { "\($0.course)/\($0.id)" }
        let firstWidth = max(names.map(\.count).max() ?? 0, "lesson".count) + 2
        let widths = status.languages.map { language in
            max(language.count, status.rows.map { label($0, language).count }.max() ?? 0) + 2
        }
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(width - text.count, 0)) }
        console.print(pad("lesson", firstWidth) + zip(status.languages, widths).map { pad($0, $1) }.joined().trimmingTrailingWhitespace())
        for (row, name) in zip(status.rows, names) {
            let cells = zip(status.languages, widths).map { language, width in
                pad(label(row, language), width)
            }
            console.print((pad(name, firstWidth) + cells.joined()).trimmingTrailingWhitespace())
        }
        var details: [String] = []
        for row in status.rows {
            for language in status.languages {
                // An error cell's errors are on stderr already.
                if row.errors[language] != nil { continue }
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
                case .unfinished:
                    if let sections = cell.sections {
                        details.append("\(file): unfinished: \(sections.translated) of the source's \(sections.of) sections translated, \(cell.drift.count) of its blocks not yet")
                    }
                default:
                    break
                }
            }
        }
        if let gitNote { details.append(gitNote) }
        if !details.isEmpty {
            console.print("")
            details.forEach(console.print)
        }
        var counts: [TranslationState: Int] = [:]
        var errors = 0
        for row in status.rows {
            for language in status.languages where row.cells[language] != nil || row.errors[language] != nil {
                if row.errors[language] != nil { errors += 1 } else { counts[row.cell(language).state, default: 0] += 1 }
            }
        }
        let summary = TranslationState.allCases.compactMap { state in counts[state].map { "\($0) \(state.rawValue)" } } + (errors > 0 ? ["\(errors) error"] : [])
        let lessons = status.rows.count == 1 ? "1 lesson" : "\(status.rows.count) lessons"
        let languages = status.languages.count == 1 ? "1 language" : "\(status.languages.count) languages"
        console.print("\n\(lessons) × \(languages): " + summary.joined(separator: ", "))
    }
}
