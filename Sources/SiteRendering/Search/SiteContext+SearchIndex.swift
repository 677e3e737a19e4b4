import CourseModel
import Foundation

extension SiteContext {
    /// One searchable entry: a section of a lesson page (or its opening text).
    struct SearchEntry {
        var url: String
        var title: String
        var section: String
        var language: String
        var text: String
    }

    /// `search-index.js` from the page cache when its entries are those of a stored one:
    /// cutting every section into terms is the index's cost, and most builds change
    /// no text or only a lesson's.
    func searchIndexScript(cache: PageCache?) -> Data {
        let entries = searchEntries()
        guard let cache else { return Data(searchIndexScript(entries).utf8) }
        let described = XMLElementValue("search-index", children: entries.map { entry in
            .element(XMLElementValue("entry", ["url": entry.url, "title": entry.title, "section": entry.section, "lang": entry.language], text: entry.text))
        })
        let key = cache.key(for: described, path: SitePaths.searchIndex)
        if let stored = cache.loadFile(key) { return stored }
        let script = Data(searchIndexScript(entries).utf8)
        cache.storeFile(key, script)
        return script
    }

    /// Every lesson cut at its level-2 and level-3 headings, so a result
    /// leads to the section that holds the words, not just the page. Text a
    /// translation still has in its source's language (after an untranslated
    /// marker, or a title or summary `untranslated:` lists) is filed under that
    /// language, in an entry of its own leading to the same place.
    func searchEntries() -> [SearchEntry] {
        var entries: [SearchEntry] = []
        for course in input.courses {
            for language in course.languages {
                for lesson in outline(of: course).lessons(in: language) {
                    let url = SitePaths.lesson(course: course.id, language: language, id: lesson.id)
                    let slugs = slugs(for: lesson)
                    let untranslated = lesson.untranslatedBlockLines
                    let source = lesson.untranslatedLanguage ?? language
                    var current = SearchEntry(url: url, title: lesson.title, section: "", language: language, text: "")
                    var inSource = SearchEntry(url: url, title: lesson.title, section: "", language: source, text: "")
                    func add(_ text: String, in textLanguage: String) {
                        if textLanguage == language { current.text += " " + text } else { inSource.text += " " + text }
                    }
                    func finish() {
                        // A section is always found by its heading, even one left in the source's language.
                        if !current.text.isEmpty || inSource.text.isEmpty { entries.append(current) }
                        if !inSource.text.isEmpty { entries.append(inSource) }
                    }
                    add(lesson.title, in: lesson.language(ofField: "title"))
                    add(lesson.summary, in: lesson.language(ofField: "summary"))
                    for node in lesson.document.children {
                        let textLanguage = untranslated.contains(node.line) ? source : language
                        if case .heading(let level) = node.kind, level <= 3, let slug = slugs.slug(atLine: node.line) {
                            finish()
                            current = SearchEntry(url: url + "#" + slug, title: lesson.title, section: node.plainText, language: language, text: "")
                            inSource = SearchEntry(url: url + "#" + slug, title: lesson.title, section: node.plainText, language: source, text: "")
                            add(node.plainText, in: textLanguage)
                            continue
                        }
                        switch node.kind {
                        case .codeBlock, .htmlBlock: continue
                        default: add(node.plainText, in: textLanguage)
                        }
                    }
                    finish()
                }
            }
        }
        return entries
    }

    /// `search-index.js`: a script assigning the index to a global, because a
    /// page opened from `file://` may not fetch() a JSON file next to it.
    ///
    /// `pages` lists the entries; `terms[lang][term]` the entries holding the term.
    func searchIndexScript(_ entries: [SearchEntry]) -> String {
        var terms: [String: [String: [Int]]] = [:]
        for (number, entry) in entries.enumerated() {
            for term in SearchText.terms(entry.text, language: entry.language) {
                terms[entry.language, default: [:]][term, default: []].append(number)
            }
        }
        let pages = JSONValue.array(entries.map { entry in
            .object([
                ("url", .string(entry.url)),
                ("title", .string(entry.title)),
                ("section", .string(entry.section)),
                ("lang", .string(entry.language)),
            ])
        })
        let termsValue = JSONValue.object(terms.keys.sorted().map { language in
            let table = terms[language] ?? [:]
            return (language, JSONValue.object(table.keys.sorted().map { ($0, .array(table[$0]!.map(JSONValue.int))) }))
        })
        let index = JSONValue.object([("pages", pages), ("terms", termsValue)])
        return "var COURSEC_SEARCH_INDEX = " + index.serialized() + ";\n"
    }
}
