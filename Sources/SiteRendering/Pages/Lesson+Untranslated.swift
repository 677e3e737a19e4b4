import CourseModel
import Foundation

/// A scaffolded translation keeps the source's prose after `<!-- untranslated -->`
/// markers, and its title and summary while `untranslated:` names them
/// (docs/translation.md). That text is in the source's language, and the site
/// says so: on the page (`lang`, a label) and in the search index.
extension Lesson {
    /// The language of text still awaiting translation; nil for an original.
    var untranslatedLanguage: String? { translationOf?.language }

    /// Lines of the top-level blocks that follow an untranslated marker (other
    /// markers, such as `<!-- faq -->`, may stand between the two).
    var untranslatedBlockLines: Set<Int> {
        guard untranslatedLanguage != nil else { return [] }
        var lines: Set<Int> = []
        var pending = false
        for node in document.children {
            if case .htmlBlock(let html) = node.kind {
                if html.trimmingCharacters(in: .whitespacesAndNewlines) == SectionMarker.untranslated { pending = true }
                continue
            }
            if pending { lines.insert(node.line) }
            pending = false
        }
        return lines
    }

    /// The language of a front matter field (`title`, `summary`): the source's while `untranslated:` lists it.
    func language(ofField field: String) -> String {
        guard let source = untranslatedLanguage,
              (frontMatter["untranslated"] ?? "").split(separator: " ").contains(Substring(field)) else { return language }
        return source
    }
}
