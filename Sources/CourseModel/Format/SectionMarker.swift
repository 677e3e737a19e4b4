/// The HTML comments the lesson format gives a meaning (docs/format.md). A section
/// marker right before a heading makes its section a FAQ, a quiz or the course's
/// lesson list. Comments are invisible on every Markdown renderer and the same
/// in every language, so a translator never has to touch them.
public enum SectionMarker: String, CaseIterable, Sendable {
    case faq = "<!-- faq -->"
    case quiz = "<!-- quiz -->"
    case lessons = "<!-- lessons -->"

    /// Marks a prose block that `coursec translate` copied in the source language.
    public static let untranslated = "<!-- untranslated -->"
}
