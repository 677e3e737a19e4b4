import CourseModel

/// The page Pagefind indexes in place of a lesson page: the lesson's words
/// only, as HTML that carries Pagefind's `data-pagefind-*` attributes, which
/// XHTML 1.0 Strict does not allow on the published page. Headings keep the
/// published page's anchors, so each section is a result of its own.
///
/// Ranking: Pagefind weighs headings (and the `<h1>` title) above prose by
/// itself; code and outputs are marked down to `codeWeight`, so a word in
/// prose outranks the same word in code.
struct SearchSource {
    static let codeWeight = "0.5"

    /// Site path of the source file; never published.
    var path: String
    /// Its `<html lang>`: which language's rules Pagefind indexes it by, and so which bundle it goes into.
    var language: String
    var html: String

    /// `page` is the published page's site path, which results link to
    /// (the `page` meta), whatever file this source is written to.
    static func lesson(
        _ lesson: Lesson, course: Course, page: String, path: String, language: String,
        nodes: [MarkdownNode], slugs: HeadingSlugs, withTitle: Bool
    ) -> SearchSource {
        var body = ""
        if withTitle {
            body += "<h1>\(escape(lesson.title))</h1>\n"
            if !lesson.summary.isEmpty { body += "<p>\(escape(lesson.summary))</p>\n" }
        }
        // Each code block's text by its line, found once: searching the lesson's blocks
        // for each one made a lesson of 35,000 code blocks take minutes to render.
        let codeByLine = Dictionary(lesson.blocks.map { ($0.line, $0.code) }, uniquingKeysWith: { first, _ in first })
        let hidden = Set(lesson.hiddenBlocks.map(\.line))
        for node in nodes where !hidden.contains(node.line) { body += block(node, codeByLine: codeByLine, slugs: slugs) }
        return document(
            path: path, language: language, title: lesson.title, body: body,
            meta: [("page", page), ("lang", language), ("lesson", lesson.title), ("course", course.title(in: lesson.language))])
    }

    /// The glossary of one language, `page`: each term a section of its own (its
    /// anchor the page's), with what it means and the renderings to avoid, so
    /// that searching an avoided word finds the preferred one. It is all weighted
    /// as code is: a lesson that teaches a term outranks the term's definition.
    static func glossary(
        _ terms: [(id: String, name: String, means: String?, avoid: [String])], page: String, language: String, title: String
    ) -> SearchSource {
        let weight = " data-pagefind-weight=\"\(codeWeight)\""
        var body = ""
        for term in terms {
            body += "<h2 id=\"\(escape(term.id))\"\(weight)>\(escape(term.name))</h2>\n"
            let text = ([term.means].compactMap { $0 } + term.avoid).joined(separator: " · ")
            if !text.isEmpty { body += "<p\(weight)>\(escape(text))</p>\n" }
        }
        return document(
            path: page, language: language, title: title, body: body,
            meta: [("page", page), ("lang", language), ("lesson", title)])
    }

    private static func document(path: String, language: String, title: String, body: String, meta: [(String, String)]) -> SearchSource {
        let meta = meta.map { "<p data-pagefind-meta=\"\($0.0)\">\(escape($0.1))</p>\n" }.joined()
        let html = """
            <!DOCTYPE html>
            <html lang="\(escape(language))"><head><meta charset="utf-8"><title>\(escape(title))</title></head><body>
            \(meta)<div data-pagefind-body>
            \(body)</div></body></html>

            """
        return SearchSource(path: path, language: language, html: html)
    }

    private static func block(_ node: MarkdownNode, codeByLine: [Int: String], slugs: HeadingSlugs) -> String {
        switch node.kind {
        case .heading(let level):
            let id = slugs.slug(atLine: node.line).map { " id=\"\(escape($0))\"" } ?? ""
            let tag = "h\(min(max(level, 2), 6))"
            return "<\(tag)\(id)>\(escape(node.plainText))</\(tag)>\n"
        case .codeBlock(_, let literal):
            // An include's text is the included file's, which the block holds, not the literal.
            let code = codeByLine[node.line] ?? literal
            var html = "<pre data-pagefind-weight=\"\(codeWeight)\">\(escape(code))</pre>\n"
            let parts = CodeIdentifiers.parts(of: code)
            if !parts.isEmpty {
                html += "<p data-pagefind-weight=\"\(codeWeight)\">\(escape(parts.joined(separator: " ")))</p>\n"
            }
            return html
        case .htmlBlock, .thematicBreak:
            return ""
        case .list, .item, .blockQuote, .table, .tableRow, .document:
            return node.children.map { block($0, codeByLine: codeByLine, slugs: slugs) }.joined()
        default:
            let text = node.plainText
            return text.isEmpty ? "" : "<p>\(escape(text))</p>\n"
        }
    }

    static func escape(_ text: String) -> String {
        // By bytes: the four are ASCII, and a grapheme walk was a tenth of making the sources.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") })
        else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped += Array("&amp;".utf8)
            case UInt8(ascii: "<"): escaped += Array("&lt;".utf8)
            case UInt8(ascii: ">"): escaped += Array("&gt;".utf8)
            case UInt8(ascii: "\""): escaped += Array("&quot;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
