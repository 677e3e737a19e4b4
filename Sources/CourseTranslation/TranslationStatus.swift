import CourseModel

/// The lessons × languages matrix of `coursec status`.
public struct TranslationStatus: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var course: String
        public var id: String
        public var title: String
        public var cells: [String: TranslationCell]
    }

    public var languages: [String]
    public var rows: [Row]

    public var needsWork: Bool {
        rows.contains { $0.cells.values.contains { $0.state.needsWork || !$0.terms.isEmpty } }
    }

    /// The cell of one translation against its source lesson (nil when the source is gone).
    public static func cell(for translation: Lesson, source: Lesson?, history: SourceHistory = SourceHistory()) -> TranslationCell {
        TranslationChecker(history: history).cell(for: translation, source: source)
    }

    /// Computes every cell. `history` finds earlier texts of a source lesson, to
    /// name the sections that changed and to tell a source change from drift.
    /// `glossary` adds the avoided terms found in each lesson's prose.
    public static func compute(courses: [Course], history: SourceHistory = SourceHistory(), glossary: Glossary = Glossary(terms: [])) -> TranslationStatus {
        let terminology = TerminologyChecker(glossary: glossary)
        let languages = Array(Set(courses.flatMap(\.languages))).sorted()
        var rows: [Row] = []
        for course in courses {
            // Each id's lessons gathered once: searching the course for every id and
            // language made comparing the translations of 1,000 lessons take 0.7 s.
            var byID: [String: [Lesson]] = [:]
            for lesson in course.lessons { byID[lesson.id, default: []].append(lesson) }
            for id in course.lessonOrder {
                let versions = byID[id] ?? []
                func version(in language: String) -> Lesson? { versions.first { $0.language == language } }
                let original = versions.first { !$0.isTranslation }
                var cells: [String: TranslationCell] = [:]
                for language in languages {
                    guard let lesson = version(in: language) else {
                        cells[language] = TranslationCell(state: .missing)
                        continue
                    }
                    var cell = TranslationCell(state: .original, file: lesson.file)
                    if let reference = lesson.translationOf {
                        cell = TranslationChecker(history: history).cell(for: lesson, source: version(in: reference.language))
                    }
                    cell.terms = terminology.findings(in: lesson)
                    cells[language] = cell
                }
                let title = (original ?? versions.first)?.title ?? id
                rows.append(Row(course: course.id, id: id, title: title, cells: cells))
            }
        }
        return TranslationStatus(languages: languages, rows: rows)
    }
}
