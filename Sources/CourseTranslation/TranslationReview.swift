import CourseModel

/// `translate --update`'s check before it restamps: which of the sections that changed in
/// the source since the translation was stamped the translation has not changed since.
///
/// A section counts as translated when the translation's section that stands for it
/// (`SectionAlignment`) no longer reads as it did in the translation as stamped, which git
/// or `.translations/` keeps (`SourceHistory.textAsStamped`); a removed one, when the translation's section
/// that stood for it is gone or changed. Whether the new words are right is the
/// translator's to say; that nothing was done is coursec's.
public struct TranslationReview: Hashable, Sendable {
    /// The source's changes since the translation was stamped (as `status` names them).
    public var changes: [SectionChange]
    /// Those the translation has not followed, and that were not accepted.
    public var untouched: [SectionChange]
    /// Those accepted as needing no translation (`--accept`).
    public var accepted: [SectionChange]
    /// False when the translation as stamped is not in history, so no change can be told
    /// from none: every change not accepted is then untouched.
    public var stampedTextFound: Bool
    /// The names given to accept that name no change.
    public var unmatched: [String] = []

    /// The review of `translation` against `source`; `accept` holds section names as
    /// `status` prints them (`Giriş`, `Ek (new)`) or as their headings read.
    public static func review(
        _ translation: Lesson, source: Lesson, accept: Set<String> = [], history: SourceHistory = SourceHistory()
    ) -> TranslationReview {
        let checker = TranslationChecker(history: history)
        let changes = checker.cell(for: translation, source: source).sectionChanges
        var review = TranslationReview(changes: changes, untouched: [], accepted: [], stampedTextFound: true)
        review.unmatched = accept.filter { name in !changes.contains { named($0, name) } }.sorted()
        guard !changes.isEmpty, let reference = translation.translationOf else { return review }
        let stamped = history.textAsStamped(translation.file, reference: reference).flatMap { TranslationChecker.parse($0, like: translation) }
        review.stampedTextFound = stamped != nil
        let old = checker.translatedFrom(source, reference)
        for change in changes {
            if accept.contains(where: { named(change, $0) }) {
                review.accepted.append(change)
            } else if let stamped, let old, Self.followed(change, translation, stamped, source: source, old: old) {
                continue
            } else {
                review.untouched.append(change)
            }
        }
        return review
    }

    /// Whether `name` names `change`: as `status` prints it (`Ek (new)`), or by its heading alone.
    static func named(_ change: SectionChange, _ name: String) -> Bool {
        name == change.description || name == (change.title ?? change.description)
    }

    static func followed(_ change: SectionChange, _ translation: Lesson, _ stamped: Lesson, source: Lesson, old: Lesson) -> Bool {
        let now = SectionDiff.sections(of: translation)
        let before = SectionDiff.sections(of: stamped)
        if change.kind == .removed {
            guard let gone = partner(of: change.title, in: old, within: stamped, before) else { return true }
            return !now.contains { $0.reads(like: gone) }
        }
        guard let section = partner(of: change.title, in: source, within: translation, now) else { return false }
        return !before.contains { $0.reads(like: section) }
    }

    /// The section of `target` that stands for the section of `lesson` titled `title`.
    static func partner(of title: String?, in lesson: Lesson, within target: Lesson, _ targetSections: [SectionDiff.Section]) -> SectionDiff.Section? {
        guard let title else { return targetSections.first { $0.title == nil } }
        guard let line = SectionDiff.sections(of: lesson).first(where: { $0.title == title })?.line,
              let index = HeadingSlugs(lesson.document, language: lesson.language).anchors.firstIndex(where: { $0.line == line }),
              let partner = SectionAlignment.partners(lesson, target)[index] else { return nil }
        let anchors = HeadingSlugs(target.document, language: target.language).anchors
        guard partner < anchors.count else { return nil }
        return targetSections.first { $0.line == anchors[partner].line }
    }
}
