/// The state of one lesson in one language, as `coursec status` reports it.
public enum TranslationState: String, Hashable, Sendable, CaseIterable {
    /// The lesson as first written (no `translation-of`).
    case original
    /// A translation of the source as it stands now, fully translated, code unchanged.
    case upToDate = "up-to-date"
    /// The source changed since the hash the translation records.
    case outdated
    /// Prose still marked `<!-- untranslated -->` (or title/summary listed in `untranslated:`).
    case untranslated
    /// A code block differs from the source other than in comments and string literals,
    /// or an output block differs where the source's did not change.
    case codeDrift = "code-drift"
    /// Translated in part: fewer of the source's sections, and no code that differs but the
    /// blocks of the sections not translated yet (an imported book's chapter half done).
    case unfinished
    /// No lesson with this id in this language.
    case missing

    /// States `status --strict` fails on.
    public var needsWork: Bool {
        self == .outdated || self == .untranslated || self == .codeDrift || self == .unfinished
    }
}
