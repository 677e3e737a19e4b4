import CourseModel
import Foundation

/// Links the first use of each glossary term on a page to its entry on the glossary
/// page, as a reference book links a term once rather than at every mention.
struct GlossaryLinker {
    struct Entry {
        var id: String
        var rendering: String
        var means: String?
    }

    var entries: [Entry]
    /// The entries' renderings, to search each text for the ones it may hold only.
    private let index: Glossary.Index
    /// The glossary page, relative to the page being linked.
    var page: String
    private(set) var linked: Set<String> = []

    /// Elements whose text is not the page's prose: code, links (a link in a link is not
    /// XHTML), text in another language, and the page's navigation.
    static let skipped: Set<String> = ["code", "link", "snippet", "output", "code-block", "untranslated", "toc", "notice", "pager", "term"]
    /// Elements whose own text is a heading or a question: their text stays plain, what they hold is prose.
    static let headingLike: Set<String> = ["heading", "question", "course", "lesson", "entry"]

    init(glossary: Glossary, language: String, page: String) {
        self.entries = glossary.terms.compactMap { term in
            term.renderings[language].map { Entry(id: term.id, rendering: $0.preferred, means: term.definitions[language]) }
        }
        self.page = page
        self.index = Glossary.Index(entries.map(\.rendering))
    }

    mutating func link(_ element: XMLElementValue) -> XMLElementValue {
        guard !Self.skipped.contains(element.name) else { return element }
        var result = element
        result.children = element.children.flatMap { content -> [XMLElementValue.Content] in
            switch content {
            case .element(let child): return [.element(link(child))]
            case .text(let text): return Self.headingLike.contains(element.name) ? [content] : link(text)
            }
        }
        return result
    }

    /// The text split around the first use of each term not yet linked on this page.
    private mutating func link(_ text: String) -> [XMLElementValue.Content] {
        // A quotation cites another text as written (a credit line quoting the source's title), as in the terminology check.
        var quoted: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while let range = text.range(of: #"“[^”]*”|「[^」]*」|『[^』]*』"#, options: .regularExpression, range: searchStart..<text.endIndex) {
            quoted.append(range)
            searchStart = range.upperBound
        }
        var firsts: [(range: Range<String.Index>, entry: Entry)] = []
        for entry in index.candidates(in: text).map({ entries[$0] }) where !linked.contains(entry.id) {
            let unquoted = Glossary.occurrences(of: entry.rendering, in: text).filter { range in !quoted.contains { $0.contains(range.lowerBound) } }
            if let range = unquoted.first {
                firsts.append((Glossary.wholeWord(range, in: text), entry))
            }
        }
        firsts.sort { $0.range.lowerBound < $1.range.lowerBound }
        var parts: [XMLElementValue.Content] = []
        var position = text.startIndex
        for (range, entry) in firsts where range.lowerBound >= position {
            if position < range.lowerBound { parts.append(.text(String(text[position..<range.lowerBound]))) }
            parts.append(.element(XMLElementValue("term", ["href": page + "#" + entry.id, "means": entry.means], text: String(text[range]))))
            linked.insert(entry.id)
            position = range.upperBound
        }
        if position < text.endIndex { parts.append(.text(String(text[position...]))) }
        return parts
    }
}
