import CourseModel

extension SiteContext {
    /// One searchable entry: a section of a lesson page (or its opening text).
    struct SearchEntry {
        var url: String
        var title: String
        var section: String
        var language: String
        var text: String
    }

    /// Every lesson cut at its level-2 and level-3 headings, so a result
    /// leads to the section that holds the words, not just the page.
    func searchEntries() -> [SearchEntry] {
        var entries: [SearchEntry] = []
        for course in input.courses {
            for language in course.languages {
                for lesson in course.lessons(in: language) {
                    let url = SitePaths.lesson(course: course.id, language: language, id: lesson.id)
                    let slugs = slugs(for: lesson)
                    var current = SearchEntry(url: url, title: lesson.title, section: "", language: language, text: lesson.title + " " + lesson.summary)
                    for node in lesson.document.children {
                        if case .heading(let level) = node.kind, level <= 3, let slug = slugs.slug(atLine: node.line) {
                            entries.append(current)
                            current = SearchEntry(url: url + "#" + slug, title: lesson.title, section: node.plainText, language: language, text: node.plainText)
                            continue
                        }
                        switch node.kind {
                        case .codeBlock, .htmlBlock: continue
                        default: current.text += " " + node.plainText
                        }
                    }
                    entries.append(current)
                }
            }
        }
        return entries
    }

    /// `search-index.js`: a script assigning the index to a global, because a
    /// page opened from `file://` may not fetch() a JSON file next to it.
    ///
    /// `pages` lists the entries; `terms[lang][term]` the entries holding the term.
    func searchIndexScript() -> String {
        let entries = searchEntries()
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
