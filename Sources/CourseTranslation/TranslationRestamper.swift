import CourseModel

/// `translate --update`: after bringing a translation in line with its changed source,
/// the translator records the source it now follows, so status can say up-to-date again.
public enum TranslationRestamper {
    /// The translation's text with `translation-of` naming the source as it is now,
    /// or nil when it already does.
    public static func restamp(_ translation: Lesson, to source: Lesson) -> String? {
        let reference = TranslationReference(language: source.language, sourceHash: LessonHash.of(source.text))
        guard translation.translationOf != reference, let line = translation.frontMatter.line(of: "translation-of") else { return nil }
        var lines = translation.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[line - 1] = "translation-of: \(reference.frontMatterValue)"
        return lines.joined(separator: "\n")
    }
}
