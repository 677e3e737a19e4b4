import CourseModel

/// A scaffolded translation keeps the source's prose after `<!-- untranslated -->`
/// markers, and its title and summary while `untranslated:` names them
/// (docs/translation.md). That text is in the source's language, and the site
/// says so: on the page (`lang`, a label) and in the search index.
extension Lesson {
    /// The language of text still awaiting translation; nil for an original.
    var untranslatedLanguage: String? { translationOf?.language }

    /// Lines of the top-level blocks the parser found marked untranslated; none in an original.
    var untranslatedBlockLines: Set<Int> {
        untranslatedLanguage == nil ? [] : untranslated.blockLines
    }

    /// The language of a front matter field (`title`, `summary`): the source's while `untranslated:` lists it.
    func language(ofField field: String) -> String {
        guard let source = untranslatedLanguage,
              (frontMatter["untranslated"] ?? "").split(separator: " ").contains(Substring(field)) else { return language }
        return source
    }
}
