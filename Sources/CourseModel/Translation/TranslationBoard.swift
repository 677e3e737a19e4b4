/// What the team's status page shows (`build --status-page`, `status/index.html`): each
/// lesson's state in each language, as `coursec status` works it out. The listings that do
/// not verify in a language are the build's results, found by a cell's file.
public struct TranslationBoard: Hashable, Sendable {
    public struct Cell: Hashable, Sendable {
        public var state: TranslationState
        /// The lesson file (nil for a missing one).
        public var file: String?
        /// For an outdated translation: the source's sections that changed, as `status` names them.
        public var sections: [String]
        /// For an unfinished one: the parts (prose blocks, title, summary) still marked
        /// untranslated, of `parts`.
        public var unfinished: Int
        public var parts: Int

        public init(state: TranslationState, file: String?, sections: [String] = [], unfinished: Int = 0, parts: Int = 0) {
            self.state = state
            self.file = file
            self.sections = sections
            self.unfinished = unfinished
            self.parts = parts
        }
    }

    public struct Row: Hashable, Sendable {
        public var course: String
        public var id: String
        public var title: String
        public var cells: [String: Cell]

        public init(course: String, id: String, title: String, cells: [String: Cell]) {
            self.course = course
            self.id = id
            self.title = title
            self.cells = cells
        }
    }

    public var languages: [String]
    public var rows: [Row]

    public init(languages: [String], rows: [Row]) {
        self.languages = languages
        self.rows = rows
    }
}
