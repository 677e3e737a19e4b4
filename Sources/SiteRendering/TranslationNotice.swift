import CourseModel

/// A lesson translation's state, shown on the lesson index and, when the
/// translation lags behind its source, as a notice on the lesson page.
/// It holds facts, not words: the page says them in its own language.
public struct TranslationNotice: Hashable, Sendable {
    public var state: TranslationState
    /// For `untranslated`: how many blocks and front matter fields still await translation.
    public var count: Int?
    /// For `outdated`: the source's sections changed since the translation was made,
    /// titled in `sourceLanguage`.
    public var sections: [SectionChange]
    /// The language the translation was made from.
    public var sourceLanguage: String?
    /// A draft published by `build --drafts`: its page carries a draft banner.
    public var isDraft: Bool

    public init(state: TranslationState, count: Int? = nil, sections: [SectionChange] = [], sourceLanguage: String? = nil, isDraft: Bool = false) {
        self.isDraft = isDraft
        self.state = state
        self.count = count
        self.sections = sections
        self.sourceLanguage = sourceLanguage
    }
}

extension TranslationState {
    /// States a reader must be warned about on the page itself.
    var warnsReader: Bool { self == .outdated || self == .codeDrift || self == .untranslated || self == .unfinished }
}

extension TranslationNotice {
    /// On the page itself: a lagging translation, or a draft.
    var warnsReader: Bool { isDraft || state.warnsReader }
}
