import CourseModel
import Foundation

extension SiteContext {
    /// Languages with a glossary page: those the glossary has renderings in and lessons are written in.
    var glossaryLanguages: [String] {
        languages.filter { language in input.glossary.terms.contains { $0.renderings[language] != nil } }
    }

    /// The glossary in one language: each term's preferred rendering, what it means, the
    /// renderings to avoid, and the term in the site's other languages.
    func glossaryPage(language: String) -> SitePage {
        let path = SitePaths.glossary(language: language)
        var glossary = XMLElementValue("glossary-page")
        let terms = input.glossary.terms.compactMap { term in term.renderings[language].map { (term, $0) } }
        // In the language's own alphabetical order: Turkish puts ç after c, not after z.
        let locale = Locale(identifier: language)
        let sorted = terms.sorted { $0.1.preferred.compare($1.1.preferred, options: .caseInsensitive, locale: locale) == .orderedAscending }
        for (term, rendering) in sorted {
            var element = XMLElementValue("term-entry", ["id": term.id, "name": rendering.preferred, "means": term.definitions[language]])
            for avoided in rendering.avoid { element.append(XMLElementValue("avoid", text: avoided)) }
            for other in languages where other != language {
                guard let elsewhere = term.renderings[other] else { continue }
                element.append(XMLElementValue("elsewhere", ["lang": other], text: elsewhere.preferred))
            }
            glossary.append(element)
        }
        let alternates = glossaryLanguages.map { (language: $0, path: SitePaths.glossary(language: $0)) }
        let document = frame(
            kind: "glossary", path: path, language: language, title: "", alternates: alternates,
            crumbs: [crumb(key: "home", from: path, to: home(for: language))], content: glossary)
        return SitePage(path: path, language: language, document: document, alternates: alternates)
    }

    /// A lesson or FAQ page's content with the first use of each term linked to its entry.
    func linkingGlossaryTerms(_ content: XMLElementValue, kind: String, language: String, path: String) -> XMLElementValue {
        guard ["lesson", "faq", "print"].contains(kind), glossaryLanguages.contains(language) else { return content }
        var linker = GlossaryLinker(glossary: input.glossary, language: language, page: SitePaths.link(from: path, to: SitePaths.glossary(language: language)))
        return linker.link(content)
    }
}
