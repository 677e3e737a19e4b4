import CourseModel

/// One cell of the lessons × languages matrix, with what a translator needs to act on it.
public struct TranslationCell: Hashable, Sendable {
    public var state: TranslationState
    public var file: String?
    /// The language this one was translated from (nil for an original or a missing cell).
    public var sourceLanguage: String?
    /// Marked prose blocks plus untranslated front matter fields.
    public var untranslated: Int
    /// The source sections that changed since the translation was made.
    public var sectionChanges: [SectionChange]
    /// The same, each with the source's text as translated and now (`status --diff`).
    public var sectionTexts: [SectionText] = []
    /// The same, as `status` and `translate --update` print them.
    public var changedSections: [String] { sectionChanges.map(\.description) }
    /// Why the source's change cannot be itemized, when it cannot.
    public var outdatedNote: String?
    /// One line per drifted block: `file:line: what differs`.
    public var drift: [String]
    /// For an `unfinished` translation: how many of the source's sections it has, of how many.
    public var sections: (translated: Int, of: Int)? {
        get { sectionCounts.map { ($0[0], $0[1]) } }
        set { sectionCounts = newValue.map { [$0.translated, $0.of] } }
    }
    private var sectionCounts: [Int]?
    /// Renderings the glossary says to avoid, found in the lesson's prose.
    public var terms: [TermFinding] = []

    public init(
        state: TranslationState, file: String? = nil, sourceLanguage: String? = nil, untranslated: Int = 0,
        sectionChanges: [SectionChange] = [], outdatedNote: String? = nil, drift: [String] = []
    ) {
        self.state = state
        self.file = file
        self.sourceLanguage = sourceLanguage
        self.untranslated = untranslated
        self.sectionChanges = sectionChanges
        self.outdatedNote = outdatedNote
        self.drift = drift
    }
}
