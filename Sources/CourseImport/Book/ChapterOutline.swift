import CourseModel
import CourseParsing
import Foundation

/// What the importer knows about a chapter before converting any: its title, its
/// lesson file, every anchor other chapters may link to, and its listings. Links
/// between chapters are resolved against these, so the order of conversion does not matter.
struct ChapterOutline {
    struct Section: Equatable {
        /// The anchor the site gives the heading (HeadingSlug, made unique on the page).
        var slug: String
        var text: String
    }

    /// A `swift` listing of the chapter, and the hidden test right after it.
    struct Listing {
        var line: Int
        var code: String
        var test: HiddenTest?
        /// The line of the comment that holds the test.
        var testLine: Int?
    }

    var chapter: BookChapter
    var lessonFileName: String
    var language: String
    var text: String
    var lines: [String]
    var document: MarkdownNode
    var title: String
    var titleLine: Int?
    var listings: [Listing]
    /// Lines of `text` and unlabelled fences taken as listings (`adoptListings(equalTo:)`).
    private(set) var adopted: Set<Int> = []
    /// A book's anchor spelling, folded by `key(_:)`, to its section.
    private(set) var anchors: [String: Section] = [:]

    init(chapter: BookChapter, text: String, lessonFileName: String, language: String) throws(CourseError) {
        self.chapter = chapter
        self.lessonFileName = lessonFileName
        self.language = language
        self.text = text.withLineFeeds
        lines = self.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        do {
            document = try MarkdownConverter.parse(self.text)
        } catch {
            throw CourseError("nesting deeper than \(LessonParser.nestingLimit) levels starts here", at: SourceLocation(file: chapter.path, line: error.line))
        }
        let titleNode = document.children.first { if case .heading(1) = $0.kind { true } else { false } }
        titleLine = titleNode?.line
        title = titleNode.map { $0.plainText.trimmingCharacters(in: .whitespaces) } ?? chapter.name
        listings = []
        collectListings(document.children)
        collectAnchors()
    }

    /// A translation that fences a listing as `text` (or not at all) where its original's
    /// is `swift` still holds that listing: its code, normalized as `ListingAlignment`
    /// compares it, is one of the original's listings. Such fences become listings, in
    /// their place; the lines of the ones taken are returned (each is the book's defect).
    mutating func adoptListings(equalTo originals: [String]) -> [Int] {
        let known = Set(originals.map(CodeNormalizer.normalize).filter { !$0.isEmpty })
        var taken: [Int] = []
        for node in document.descendants() {
            guard case .codeBlock(let info, let literal) = node.kind, ["", "text"].contains(info.trimmingCharacters(in: .whitespaces)),
                  known.contains(CodeNormalizer.normalize(literal)) else { continue }
            adopted.insert(node.line)
            listings.append(Listing(line: node.line, code: literal, test: nil))
            taken.append(node.line)
        }
        listings.sort { $0.line < $1.line }
        return taken
    }

    /// The section a book's anchor names (`Capturing-Values`, `capturing-values`, an
    /// `<a id>`), or nil when the chapter has none by that name.
    func section(_ anchor: String) -> Section? {
        anchors[Self.key(anchor)] ?? anchors[Self.key(anchor).replacingOccurrences(of: "-", with: "")]
    }

    /// Anchors compared as DocC and GitBook spell them: case, and every run of what is
    /// not a letter or digit, folded to one `-`.
    static func key(_ anchor: String) -> String {
        var key = ""
        var dash = false
        for scalar in anchor.lowercased().unicodeScalars {
            if HeadingSlug.isWordCharacter(scalar) {
                if dash && !key.isEmpty { key += "-" }
                dash = false
                key.unicodeScalars.append(scalar)
            } else {
                dash = true
            }
        }
        return key
    }

    /// `id="…"` and `name="…"` of `<a>` tags in a line.
    static func anchorIDs(in line: String) -> [String] {
        let pattern = #"<a\s+(?:id|name)\s*=\s*"([^"]*)""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(line.startIndex..., in: line)
        return regex.matches(in: line, range: range).compactMap { Range($0.range(at: 1), in: line).map { String(line[$0]) } }
    }

    /// Whether an HTML block is only anchors (`<a id="x"></a>`), which stand for the heading after them.
    static func isOnlyAnchors(_ html: String) -> Bool {
        let stripped = html.replacingOccurrences(of: #"<a\s+(?:id|name)\s*=\s*"[^"]*"\s*>\s*</a>"#, with: "", options: .regularExpression)
        return !anchorIDs(in: html).isEmpty && stripped.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    private mutating func collectListings(_ nodes: [MarkdownNode]) {
        for (index, node) in nodes.enumerated() {
            if case .codeBlock(let info, let literal) = node.kind {
                guard info.trimmingCharacters(in: .whitespaces) == "swift" else { continue }
                var test: HiddenTest?
                if index + 1 < nodes.count, case .htmlBlock(let html) = nodes[index + 1].kind { test = HiddenTest(comment: html) }
                listings.append(Listing(line: node.line, code: literal, test: test, testLine: test == nil ? nil : nodes[index + 1].line))
            } else {
                collectListings(node.children)
            }
        }
    }

    private mutating func collectAnchors() {
        var used = UniqueSlugs()
        var waiting: [String] = []
        var previous: Section?
        func add(_ anchor: String, _ section: Section) {
            let key = Self.key(anchor)
            if !key.isEmpty, anchors[key] == nil { anchors[key] = section }
            // GitBook drops punctuation without a dash (`整数\(Integers\)` is `#整数integers`):
            // the key without dashes answers for it, after the exact ones.
            let loose = key.replacingOccurrences(of: "-", with: "")
            if !loose.isEmpty, anchors[loose] == nil { anchors[loose] = section }
        }
        for node in document.descendants() {
            switch node.kind {
            case .heading where node.line == titleLine:
                continue
            case .heading:
                let text = node.plainText
                let section = Section(slug: used.claim(HeadingSlug.slug(text, language: language)), text: text.trimmingCharacters(in: .whitespaces))
                for id in waiting + Self.anchorIDs(in: line(node.line)) { add(id, section) }
                waiting = []
                add(text, section)
                // A translated heading gives the original's title in parentheses:
                // `クロージャ式(Closure Expressions)` answers to `closure-expressions` too.
                if let open = text.lastIndex(of: "("), text.hasSuffix(")") {
                    let original = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
                    add(original, section)
                    // Older headings put the original first: `Integers\(整数\)`.
                    add(original + String(text[..<open]), section)
                }
                previous = section
            case .htmlBlock(let html):
                if Self.isOnlyAnchors(html) { waiting += Self.anchorIDs(in: html) }
            case .paragraph, .item, .tableCell:
                guard node.line > 0 else { continue }
                // An anchor inside prose names the section it stands in.
                for number in node.line...max(node.line, node.endLine) {
                    for id in Self.anchorIDs(in: line(number)) {
                        if let previous { add(id, previous) } else { waiting.append(id) }
                    }
                }
            default:
                continue
            }
        }
    }

    /// A line of the book's inline Markdown as its renderer shows it, as text: escapes
    /// (`\\(`) and entities (`&amp;`, `&#x8A08;`) read, emphasis and code marks gone.
    static func plainText(ofInline markdown: String) -> String {
        guard let document = try? MarkdownConverter.parse(markdown) else { return markdown }
        return document.plainText.trimmingCharacters(in: .whitespaces)
    }

    func line(_ number: Int) -> String { number >= 1 && number <= lines.count ? lines[number - 1] : "" }
}
