import CourseTranslation

/// A lesson translation's state, shown on the lesson index and, when the
/// translation lags behind its source, as a notice on the lesson page.
public struct TranslationNotice: Hashable, Sendable {
    public var state: TranslationState
    /// Words for the reader in the lesson's own language (changed section titles, a count), or empty.
    public var detail: String

    public init(state: TranslationState, detail: String) {
        self.state = state
        self.detail = detail
    }
}

extension TranslationState {
    /// States a reader must be warned about on the page itself.
    var warnsReader: Bool { self == .outdated || self == .codeDrift || self == .untranslated }
}
