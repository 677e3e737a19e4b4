import CourseModel
import CourseTranslation

/// What `status` shows: the translation matrix, with the cells of broken lessons
/// as `error` and the rest as usual, so one typo hides nobody else's state.
struct StatusTable {
    struct Row {
        var course: String
        var id: String
        var title: String
        var cells: [String: TranslationCell]
        /// Cells whose lesson file has an error, by language.
        var errors: [String: BrokenLesson]

        func cell(_ language: String) -> TranslationCell { cells[language] ?? TranslationCell(state: .missing) }
    }

    var languages: [String]
    var rows: [Row]

    init(_ status: TranslationStatus, broken: [BrokenLesson]) {
        languages = Array(Set(status.languages + broken.map(\.language))).sorted()
        rows = status.rows.map { Row(course: $0.course, id: $0.id, title: $0.title, cells: $0.cells, errors: [:]) }
        for lesson in broken {
            let course = lesson.course ?? ""
            if let index = rows.firstIndex(where: { $0.course == course && $0.id == lesson.id }) {
                rows[index].errors[lesson.language] = lesson
            } else {
                rows.append(Row(course: course, id: lesson.id, title: lesson.id, cells: [:], errors: [lesson.language: lesson]))
            }
        }
    }

    /// One `file:line: error: …` line per cell that `--strict` fails on.
    var strictFailures: [String] {
        rows.flatMap { row in
            languages.compactMap { language -> String? in
                if let broken = row.errors[language] { return "\(broken.file):\(broken.line): error: \(broken.errors.first?.message ?? "this lesson has an error")" }
                let cell = row.cell(language)
                guard let file = cell.file else { return nil }
                if !cell.state.needsWork, let term = cell.terms.first {
                    return "\(file):\(term.line): error: terminology: '\(term.found)' is to be avoided; the glossary prefers '\(term.preferred)'"
                }
                guard cell.state.needsWork else { return nil }
                switch cell.state {
                case .untranslated: return "\(file): error: untranslated: \(cell.untranslated) blocks or fields still marked untranslated"
                case .outdated: return "\(file): error: outdated: the \(cell.sourceLanguage ?? "source") lesson changed since it was translated"
                default: return "\(file): error: \(cell.state.rawValue)"
                }
            }
        }
    }

    var needsWork: Bool {
        rows.contains { row in !row.errors.isEmpty || row.cells.values.contains { $0.state.needsWork || !$0.terms.isEmpty } }
    }
}
