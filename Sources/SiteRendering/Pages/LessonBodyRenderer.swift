import CourseModel
import Foundation

/// A lesson's Markdown tree as page elements: headings with anchors, prose,
/// tables, snippets paired with their output, tutorial steps with the lines
/// they change, quizzes with a hidden answer, and the course's lesson list
/// linked to the lessons the site has.
struct LessonBodyRenderer {
    var lesson: Lesson
    var slugs: HeadingSlugs
    /// Verification results of this lesson, by block index.
    var results: [Int: [SnippetResult]]
    /// A lesson title of this language and course to its page (relative to the page
    /// rendered), looked up only for the titles a lesson list names.
    var lessonLink: (String) -> String?

    /// For pages that gather parts of several lessons (the FAQ page): code as
    /// plain blocks and headings without ids, so no id is given twice.
    var withoutAnchors = false

    private let snippets: SnippetRenderer
    private var blocksByLine: [Int: CodeBlock] = [:]

    init(lesson: Lesson, slugs: HeadingSlugs, results: [Int: [SnippetResult]], lessonLink: @escaping (String) -> String?, highlighting: HighlightMemo = HighlightMemo()) {
        snippets = SnippetRenderer(highlighting: highlighting)
        self.lesson = lesson
        self.slugs = slugs
        self.results = results
        self.lessonLink = lessonLink
        for block in lesson.blocks { blocksByLine[block.line] = block }
    }

    /// The badge of each block, as the lesson index counts them too.
    func badge(of block: CodeBlock) -> Badge? {
        Badge.of(block, results: results[block.index] ?? [])
    }

    func render() -> XMLElementValue {
        var body = XMLElementValue("body")
        if lesson.setupBlockCount > 0 { body.set("hidden-blocks", String(lesson.setupBlockCount)) }
        // The parser read the markers; the sections and quizzes say where each block belongs.
        var sectionOfBlock: [Int: SectionMarker] = [:]
        for section in lesson.markedSections {
            for line in section.blockLines { sectionOfBlock[line] = section.kind }
        }
        var quizNumbers: [Int: Int] = [:]
        for (index, line) in lesson.quizzes.compactMap(\.choicesLine).enumerated() { quizNumbers[line] = index + 1 }
        let untranslated = lesson.untranslatedBlockLines
        var previousUntranslated = false
        for node in lesson.document.children {
            if case .htmlBlock = node.kind { continue }
            var elements: [XMLElementValue]
            if let number = quizNumbers[node.line] {
                elements = [quiz(node, number: number)]
            } else {
                elements = block(node, linkingTitles: sectionOfBlock[node.line] == .lessons)
            }
            guard untranslated.contains(node.line), let source = lesson.untranslatedLanguage else {
                body.append(contentsOf: elements)
                previousUntranslated = false
                continue
            }
            // Neighbouring untranslated blocks share one wrapper, so a scaffold reads as
            // one marked stretch, not a label on every paragraph.
            if previousUntranslated, case .element(let last)? = body.children.last, last.name == "untranslated" {
                elements = last.elements + elements
                body.children.removeLast()
            }
            body.append(XMLElementValue("untranslated", ["lang": source], children: elements.map(XMLElementValue.Content.element)))
            previousUntranslated = true
        }
        return body
    }

    private func quiz(_ list: MarkdownNode, number: Int) -> XMLElementValue {
        var quiz = XMLElementValue("quiz", ["id": "quiz_\(number)"])
        for item in list.children {
            guard case .item(let checked) = item.kind else { continue }
            var choice = XMLElementValue("choice", ["correct": checked == true ? "yes" : "no"])
            for child in item.children {
                if case .paragraph = child.kind { choice.children += inlines(child.children) }
            }
            quiz.append(choice)
        }
        return quiz
    }

    func block(_ node: MarkdownNode, linkingTitles: Bool = false) -> [XMLElementValue] {
        switch node.kind {
        case .heading(let level):
            let id = withoutAnchors ? nil : slugs.slug(atLine: node.line)
            return [XMLElementValue("heading", ["level": String(level), "id": id], children: inlines(node.children))]
        case .paragraph:
            return [XMLElementValue("para", children: inlines(node.children))]
        case .blockQuote:
            if let (kind, children) = Self.aside(node) {
                return [XMLElementValue("aside", ["kind": kind.rawValue], children: children.flatMap { block($0) }.map(XMLElementValue.Content.element))]
            }
            return [XMLElementValue("quote", children: node.children.flatMap { block($0) }.map(XMLElementValue.Content.element))]
        case .list(let ordered, let start, _):
            var list = XMLElementValue("list", ["ordered": ordered ? "yes" : "no", "start": ordered && start != 1 ? String(start) : nil])
            for item in node.children {
                var element = XMLElementValue("item")
                if case .item(let checked?) = item.kind { element.set("task", checked ? "done" : "open") }
                if linkingTitles, let href = lessonLink(item.plainText.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    element.append(XMLElementValue("link", ["href": href], children: item.children.flatMap { inlines($0.children) }))
                } else {
                    for child in item.children {
                        // A tight list's paragraphs read as the item's own text.
                        if case .paragraph = child.kind, case .list(_, _, true) = node.kind {
                            element.children += inlines(child.children)
                        } else {
                            element.append(contentsOf: block(child))
                        }
                    }
                }
                list.append(element)
            }
            return [list]
        case .codeBlock(let info, let literal):
            return codeBlock(node, info: info, literal: literal)
        case .thematicBreak:
            return [XMLElementValue("rule")]
        case .table(let alignments):
            var table = XMLElementValue("table")
            for row in node.children {
                var rowElement = XMLElementValue("row", ["header": row.kind == .tableRow(header: true) ? "yes" : nil])
                for (column, cell) in row.children.enumerated() {
                    let align = column < alignments.count && !alignments[column].isEmpty ? alignments[column] : nil
                    rowElement.append(XMLElementValue("cell", ["align": align], children: inlines(cell.children)))
                }
                table.append(rowElement)
            }
            return [table]
        case .htmlBlock:
            // Raw HTML never reaches a page: markers are read by the parser,
            // anything else could break the XHTML.
            return []
        default:
            let content = inlines([node])
            return content.isEmpty ? [] : [XMLElementValue("para", children: content)]
        }
    }

    /// A block quote whose first paragraph starts with an aside's word and a colon
    /// (`> Note: …`): its kind, and its blocks without the word, which the page's label says.
    static func aside(_ quote: MarkdownNode) -> (AsideKind, [MarkdownNode])? {
        guard var first = quote.children.first, case .paragraph = first.kind,
              case .text(let text)? = first.children.first?.kind,
              let colon = text.firstIndex(of: ":"), let kind = AsideKind(word: String(text[..<colon])),
              text[..<colon] == kind.word || text[..<colon] == kind.word.uppercased() else { return nil }
        let rest = text[text.index(after: colon)...].drop(while: { $0 == " " })
        var inlines = Array(first.children.dropFirst())
        if !rest.isEmpty {
            inlines.insert(MarkdownNode(.text(String(rest))), at: 0)
        } else if let next = inlines.first, next.kind == .softBreak || next.kind == .lineBreak {
            inlines.removeFirst()
        }
        first.children = inlines
        return (kind, (inlines.isEmpty ? [] : [first]) + quote.children.dropFirst())
    }

    private func codeBlock(_ node: MarkdownNode, info: String, literal: String) -> [XMLElementValue] {
        guard let block = blocksByLine[node.line], !withoutAnchors else {
            let language = info.split(separator: " ").first.map(String.init)
            return [snippets.plain("code-block", code: literal, attributes: ["language": language])]
        }
        switch block.role {
        case .setup:
            // Hidden code (swift-book's hidden lines); its expected output with it (below).
            return []
        case .output where block.isHiddenOutput:
            // What the program may print that the lesson keeps from the reader.
            return []
        case .output:
            // Shown beside its run block, unless that block was not found.
            if block.index > 0, [.run, .setup].contains(lesson.blocks[block.index - 1].role) { return [] }
            return [snippets.plain("output", code: block.code)]
        case .run:
            var pair = XMLElementValue("pair")
            pair.append(snippet(block))
            if lesson.blocks.hasOutputBlock(after: block.index) {
                pair.append(snippets.plain("output", code: lesson.blocks[block.index + 1].code))
            }
            if let failure = failure(of: block) { pair.append(failure) }
            return [pair]
        default:
            return [snippet(block)] + (failure(of: block).map { [$0] } ?? [])
        }
    }

    private func snippet(_ block: CodeBlock) -> XMLElementValue {
        // Lines the author named (`highlight=`, 1-based) come first; a later step's
        // changes are otherwise found by comparing it with the step before.
        var changed = Set(block.highlightedLines.map { $0 - 1 })
        if changed.isEmpty, block.role == .step, let step = block.step, step > 1,
           let previous = lesson.blocks.first(where: { $0.role == .step && $0.name == block.name && $0.step == step - 1 }) {
            changed = LineDiff.changedLines(from: Self.lines(previous.code), to: Self.lines(block.code))
        }
        return snippets.snippet(block, badge: badge(of: block), changedLines: changed, id: "snippet_\(block.index + 1)")
    }

    /// Why `block` failed and what it printed, shown after it; nil unless it failed.
    private func failure(of block: CodeBlock) -> XMLElementValue? {
        SnippetFailure(results: results[block.index] ?? []).element(snippets: snippets)
    }

    private static func lines(_ code: String) -> [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if code.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    func inlines(_ nodes: [MarkdownNode]) -> [XMLElementValue.Content] {
        nodes.flatMap { node -> [XMLElementValue.Content] in
            switch node.kind {
            case .text(let text): return JapaneseRuns.contents(of: text, pageLanguage: lesson.language)
            case .code(let code): return [.element(XMLElementValue("code", text: code.withVisibleBidiControls))]
            case .emphasis: return [.element(XMLElementValue("em", children: inlines(node.children)))]
            case .strong: return [.element(XMLElementValue("strong", children: inlines(node.children)))]
            case .strikethrough: return [.element(XMLElementValue("del", children: inlines(node.children)))]
            case .link(let destination, let title):
                return [.element(XMLElementValue("link", ["href": Self.pageLink(destination), "title": title.isEmpty ? nil : title], children: inlines(node.children)))]
            case .image(_, _):
                // Images would be resources from elsewhere; the alt text stands in.
                return [.element(XMLElementValue("image-text", children: inlines(node.children)))]
            case .softBreak: return [.text("\n")]
            case .lineBreak: return [.element(XMLElementValue("break"))]
            case .htmlInline: return []
            default: return inlines(node.children)
            }
        }
    }

    /// A link to another lesson's source (`02-coordinator.md`) becomes a link to its
    /// page, named by the id the loader gives the file.
    static func pageLink(_ destination: String) -> String {
        LessonLink(destination)?.pageDestination ?? destination
    }
}
