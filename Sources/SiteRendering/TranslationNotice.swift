/// A lesson translation's state, shown on the lesson index and, when the
/// translation lags behind its source, as a notice on the lesson page.
public struct TranslationNotice: Hashable, Sendable {
    public enum State: String, Hashable, Sendable, CaseIterable {
        case original
        case upToDate = "up-to-date"
        case outdated
        case untranslated
        case codeDrift = "code-drift"

        /// States a reader must be warned about on the page itself.
        var warnsReader: Bool { self == .outdated || self == .codeDrift || self == .untranslated }
    }

    public var state: State
    /// One sentence for the reader, in whatever words the status command chose.
    public var detail: String

    public init(state: State, detail: String) {
        self.state = state
        self.detail = detail
    }
}
