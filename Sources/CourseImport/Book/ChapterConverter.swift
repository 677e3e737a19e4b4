import CourseModel
import Foundation

/// Converts one chapter of a book into a lesson body (docs/import.md, "Books"). It
/// rewrites the book's lines in place rather than printing a new tree, so prose the
/// importer does not touch stays byte for byte as the book has it.
struct ChapterConverter {
    struct Converted {
        var body: String
        var summary: String?
        var roles: [String: Int]
        var findings: [BookImportReport.Finding]
        /// Images to copy: from the book's file to the course's `images/` folder.
        var images: [(from: String, name: String)]
    }

    var outline: ChapterOutline
    var book: BookIndex
    /// The evidence of each `swift` listing, in the outline's order.
    var evidence: [ListingEvidence]

    private var findings: [BookImportReport.Finding] = []
    private var images: [(from: String, name: String)] = []
    /// What `convert`'s phases found: replacement lines by line number, the lines of code
    /// and HTML (never rewritten as prose), the count of each role, hidden tests consumed.
    private var replaced: [Int: [String]] = [:]
    private var untouched = Set<Int>()
    private var roles: [String: Int] = [:]
    private var consumedTests: Set<Int> = []

    init(outline: ChapterOutline, book: BookIndex, evidence: [ListingEvidence]) {
        self.outline = outline
        self.book = book
        self.evidence = evidence
    }

    mutating func convert() -> Converted {
        (replaced, untouched, roles, consumedTests) = ([:], [], [:], [])
        convertListings()
        convertHTML()
        noteDirectives()
        convertAsides()
        return Converted(body: body(), summary: summary(), roles: roles, findings: findings, images: images)
    }

    /// Code: every listing gets its role; hidden tests it consumed go.
    private mutating func convertListings() {
        var listingNumber = 0
        for node in outline.document.descendants() {
            guard case .codeBlock(let info, _) = node.kind else { continue }
            for number in node.line...max(node.line, node.endLine) { untouched.insert(number) }
            guard info.trimmingCharacters(in: .whitespaces) == "swift" || outline.adopted.contains(node.line),
                  listingNumber < evidence.count else { continue }
            convertListing(node, number: listingNumber)
            listingNumber += 1
        }
    }

    private mutating func convertListing(_ node: MarkdownNode, number listingNumber: Int) {
        let listing = outline.listings[listingNumber]
        var found = evidence[listingNumber]
        // Every block names the book's line it comes from (`source=N`), so verify's
        // failures name the chapter's file and line a translation team fixes.
        let testLine = listing.test == nil ? nil : Self.testLine(after: node, in: outline.document)
        for index in found.setupBefore.indices { found.setupBefore[index].source = testLine ?? node.line }
        for index in found.setupAfter.indices { found.setupAfter[index].source = testLine ?? node.line }
        if let test = listing.test, let testLine = listing.testLine {
            for typo in test.typos {
                findings.append(.init(.warning, file: outline.chapter.sourcePath, line: testLine + typo.row, typo.message + " (the book's defect)", bookDefect: true))
            }
        }
        roles[found.roleWords, default: 0] += 1
        for setup in found.setupBefore + found.setupAfter { roles["setup", default: 0] += setup.lines.isEmpty ? 0 : 1 }
        if let reason = found.unconfirmed {
            findings.append(.init(.note, file: outline.chapter.sourcePath, line: listing.line, "listing not confirmed (swift \(found.roleWords)): \(reason)"))
        } else if let trial = found.confirmedByTrial {
            findings.append(.init(.note, file: outline.chapter.sourcePath, line: listing.line, "listing confirmed by a trial (swift \(found.roleWords)): \(trial)"))
        }
        // A listing that leaves a bracket open cannot be one program with the blocks
        // after it: verify leaves it out of its group and it fails alone; the import
        // says so where the book has it. One whose hidden lines close it is no defect.
        let program = listing.test.map(ListingEvidence.program) ?? listing.code.textLines
        if !found.standsApart, !found.inHiddenScope, !ListingEvidence.isBalanced(program) {
            findings.append(.init(.warning, file: outline.chapter.sourcePath, line: listing.line, "listing does not close every bracket it opens (the book's defect): it fails alone, and its group is verified without it", bookDefect: true))
        }
        let opening = outline.line(node.line)
        let fenceStart = opening.firstIndex(where: { $0 == "`" || $0 == "~" }) ?? opening.startIndex
        let prefix = String(opening[..<fenceStart])
        let fence = String(opening[fenceStart...].prefix(while: { $0 == "`" || $0 == "~" }))
        let indent = { (chunk: [String]) in chunk.map { $0.isEmpty ? prefix.trimmingTrailingWhitespace() : prefix + $0 } }
        var open: [String] = []
        for chunk in found.before { open += indent(chunk) + [prefix.trimmingTrailingWhitespace()] }
        if !found.errors.isEmpty { open.removeLast() }
        replaced[node.line] = open + [prefix + fence + found.info + " source=\(node.line)"]
        if !found.after.isEmpty {
            var close = [outline.line(node.endLine)]
            for chunk in found.after { close += [prefix.trimmingTrailingWhitespace()] + indent(chunk) }
            replaced[node.endLine] = close
        }
        if let testLine {
            consumedTests.insert(testLine)
        }
    }

    /// Raw HTML: a hidden test a listing consumed, or anchors alone, go; a comment stays;
    /// any other is kept as text, in a plain code block.
    private mutating func convertHTML() {
        for node in outline.document.descendants() {
            guard case .htmlBlock(let html) = node.kind, node.line > 0 else { continue }
            let range = node.line...Self.lastLine(of: node, html: html, in: outline)
            for number in range { untouched.insert(number) }
            if consumedTests.contains(node.line) || ChapterOutline.isOnlyAnchors(html) {
                for number in range { replaced[number] = [] }
            } else if !html.trimmingCharacters(in: .whitespaces).hasPrefix("<!--") {
                findings.append(.init(.note, file: outline.chapter.sourcePath, line: node.line, "raw HTML kept as text, in a plain code block"))
                if node.endLine > node.line {
                    replaced[node.line] = ["```", outline.line(node.line)]
                    replaced[node.endLine] = [outline.line(node.endLine), "```"]
                } else {
                    replaced[node.line] = ["```", outline.line(node.line), "```"]
                }
            }
        }
    }

    /// A DocC directive (`@Comment {`, `@Image(source: …)`) has no lesson form: it stays as text.
    private mutating func noteDirectives() {
        for node in outline.document.children {
            guard case .paragraph = node.kind, outline.line(node.line).range(of: #"^@[A-Za-z]+\s*[({]"#, options: .regularExpression) != nil else { continue }
            findings.append(.init(.note, file: outline.chapter.sourcePath, line: node.line, "DocC directive kept as text"))
        }
    }

    /// Asides: GitBook's `> NOTE` line is DocC's `> Note:`, the lesson format's spelling.
    private mutating func convertAsides() {
        for node in outline.document.descendants() {
            guard case .blockQuote = node.kind, node.line > 0, replaced[node.line] == nil else { continue }
            if let aside = Self.gitBookAside(outline.line(node.line)) { replaced[node.line] = [aside] }
        }
    }

    /// The chapter's lines with the replacements, prose rewritten, without its title and
    /// the blank lines around it; blank lines left where hidden tests were made one.
    private mutating func body() -> String {
        var body: [String] = []
        for (offset, original) in outline.lines.enumerated() {
            let number = offset + 1
            if number == outline.titleLine { continue }
            if let replacement = replaced[number] {
                body += replacement.map { untouched.contains(number) ? $0 : rewriteProse($0, line: number) }
                continue
            }
            body.append(untouched.contains(number) ? original : rewriteProse(original, line: number))
        }
        while body.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeFirst() }
        while body.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { body.removeLast() }
        var collapsed: [String] = []
        for line in body {
            if line.isEmpty, collapsed.last?.isEmpty == true { continue }
            collapsed.append(line)
        }
        return collapsed.joined(separator: "\n") + "\n"
    }

    /// The line of the hidden test that directly follows `block` among its siblings.
    static func testLine(after block: MarkdownNode, in document: MarkdownNode) -> Int? {
        var stack = [document]
        while let node = stack.popLast() {
            if let index = node.children.firstIndex(of: block) {
                guard index + 1 < node.children.count, case .htmlBlock = node.children[index + 1].kind else { return nil }
                return node.children[index + 1].line
            }
            stack += node.children
        }
        return nil
    }

    /// A comment's last line is the one that closes it: cmark's end line for an HTML
    /// block falls short of it when the comment holds lines it reads as other blocks.
    static func lastLine(of node: MarkdownNode, html: String, in outline: ChapterOutline) -> Int {
        guard html.hasPrefix("<!--") else { return max(node.line, node.endLine) }
        var number = node.line
        while number < outline.lines.count, !outline.line(number).contains("-->") { number += 1 }
        return number
    }

    /// `> NOTE`, `> Experiment`: a GitBook aside's first line, as `> Note:`.
    static func gitBookAside(_ line: String) -> String? {
        guard let marker = line.firstIndex(of: ">") else { return nil }
        let word = line[line.index(after: marker)...].trimmingCharacters(in: .whitespaces)
        let bare = word.hasSuffix(":") ? String(word.dropLast()) : word
        guard let kind = AsideKind(word: bare), bare != kind.word || !word.hasSuffix(":") else { return nil }
        return String(line[...marker]) + " " + kind.word + ":"
    }

    /// The DocC abstract: the first paragraph after the title that is not a block of
    /// `key: value` lines (a translation's header giving its date and original).
    private func summary() -> String? {
        for node in outline.document.children {
            guard case .paragraph = node.kind, node.line > (outline.titleLine ?? 0) else { continue }
            let rows = (node.line...max(node.line, node.endLine)).map(outline.line)
            if rows.allSatisfy({ $0.range(of: #"^\S[^:]*: \S"#, options: .regularExpression) != nil }) { continue }
            let text = node.plainText.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }
        return nil
    }

    // MARK: - Prose

    /// A prose line with the book's links, anchors, images and HTML made lesson
    /// Markdown; code spans are left as they are.
    private mutating func rewriteProse(_ line: String, line number: Int) -> String {
        // Links are matched on the whole line, as their text may hold code spans
        // (`[the \`??\` operator](x.md#a)`); one that starts inside a code span is code.
        var text = Self.outsideCode(Self.removingAnchors(line), Self.decodingCharacterReferences)
        // The books spell an em dash `---` in prose (DocC renders it as one; GitBook's
        // translations keep the spelling), which CommonMark would show as three hyphens.
        // A run of exactly three between words (or a word and a code span) becomes `—`,
        // its spaces kept; a line of dashes (a rule) and a table's `| --- |` have no word beside them.
        text = replace(#"(?<=[^\s|:-])( ?)---( ?)(?=[^\s|:-])"#, in: text) { $0[1] + "\u{2014}" + $0[2] }
        text = replace(#"!\[((?:[^\[\]\\]|\\.)*)\]\(([^()\s]+)\)"#, in: text) { groups in
            self.image(alt: groups[1], source: groups[2], line: number)
        }
        text = replace(#"(?<!!)\[((?:[^\[\]\\]|\\.)*)\]\(([^()\s]+)\)"#, in: text) { groups in
            self.link(text: groups[1], destination: groups[2], line: number)
        }
        // After the book's own links: what this writes is already the lesson's.
        // Any name, not only the book's spelling of one: a translation may translate it
        // (`<doc:析构过程>`), and what is left would be a `doc:` link no site publishes.
        text = replace(#"<doc:([^>\s#]+)(?:#([^>\s]+))?>"#, in: text) { groups in
            self.docLink(name: groups[1], anchor: groups[2], line: number)
        }
        if book.emphasisInsideWords { text = emphasisInsideWords(text) }
        text = lineBreaks(text, line: number)
        // What is left that reads as a tag would be raw HTML in the lesson: kept as text.
        let escaped = Self.outsideCode(text) {
            $0.replacingOccurrences(of: #"<(?=/?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?/?>)"#, with: #"\\<"#, options: .regularExpression)
        }
        if escaped != text {
            findings.append(.init(.note, file: outline.chapter.sourcePath, line: number, "inline HTML kept as text"))
        }
        return escaped
    }

    /// `_強調_` against a letter (`これは_強調_です`): a GitBook's renderer takes any `_` not
    /// next to an ASCII word character as emphasis's mark, where CommonMark wants no letter
    /// outside it. `*` has no such rule, so such a run becomes `*強調*`; one with a space or
    /// punctuation on both sides is already emphasis and stays as the book wrote it.
    private func emphasisInsideWords(_ text: String) -> String {
        let isLetter = { (s: String) in s.unicodeScalars.first.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false }
        return replace(#"(^|[^A-Za-z0-9_\\])_([^_\s](?:[^_]*?[^_\s])?)_(?![A-Za-z0-9_])(?=(.?))"#, in: text) { groups in
            guard isLetter(groups[1]) || isLetter(groups[3]) else { return groups[0] }
            return groups[1] + "*" + groups[2] + "*"
        }
    }

    /// `<br>` (`<br/>`, `<br />`): the book's renderer (markdown-it with HTML on, DocC)
    /// breaks the line there, which a lesson says with a hard break (`\` at the end of a
    /// line). A heading or a table row is one line, so there it is a space; at the end of a
    /// paragraph it breaks nothing and goes.
    private func lineBreaks(_ line: String, line number: Int) -> String {
        let tag = #"[ \t]*<br\s*/?>[ \t]*"#
        guard line.range(of: tag, options: [.regularExpression, .caseInsensitive]) != nil else { return line }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let oneLine = trimmed.hasPrefix("#") || trimmed.hasPrefix("|")
        let paragraphGoesOn = !outline.line(number + 1).trimmingCharacters(in: .whitespaces).isEmpty
        var parts = Self.codeSpans(line)
        for index in parts.indices where !parts[index].1 {
            parts[index].0 = parts[index].0.replacingOccurrences(
                of: tag + "$", with: index == parts.count - 1 && !oneLine && paragraphGoesOn ? "\\\\" : (index == parts.count - 1 ? "" : " "),
                options: [.regularExpression, .caseInsensitive])
            parts[index].0 = parts[index].0.replacingOccurrences(
                of: tag, with: oneLine ? " " : "\\\\\n", options: [.regularExpression, .caseInsensitive])
        }
        return parts.map(\.0).joined()
    }

    /// `&#x8A08;`, `&#35336;` as the character they stand for (`計`), which renders the same
    /// and reads in the lesson's source; one that Markdown or HTML would read as markup
    /// (ASCII punctuation, spaces, controls) stays a reference, as do named ones (`&amp;`).
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&#"), let regex = try? NSRegularExpression(pattern: #"&#(?:[xX]([0-9A-Fa-f]{1,6})|([0-9]{1,7}));"#) else { return text }
        var result = ""
        var last = text.startIndex
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text) else { continue }
            let hex = Range(match.range(at: 1), in: text).flatMap { UInt32(text[$0], radix: 16) }
            let decimal = Range(match.range(at: 2), in: text).flatMap { UInt32(text[$0]) }
            guard let scalar = (hex ?? decimal).flatMap(Unicode.Scalar.init),
                  scalar.value > 0x7F ? !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
                      : scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) else { continue }
            result += text[last..<whole.lowerBound] + String(scalar)
            last = whole.upperBound
        }
        return result + text[last...]
    }

    /// The line with `change` made to its text outside code spans.
    private static func outsideCode(_ line: String, _ change: (String) -> String) -> String {
        codeSpans(line).map { $0.1 ? $0.0 : change($0.0) }.joined()
    }

    /// `text` with every match of `pattern` that does not start inside a code span made by `make`.
    private func replace(_ pattern: String, in text: String, with make: ([String]) -> String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        var code: [Range<String.Index>] = []
        var offset = text.startIndex
        for (part, isCode) in Self.codeSpans(text) {
            let end = text.index(offset, offsetBy: part.count)
            if isCode { code.append(offset..<end) }
            offset = end
        }
        var result = ""
        var last = text.startIndex
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text), !code.contains(where: { $0.contains(whole.lowerBound) }) else { continue }
            let groups = (0..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
            result += text[last..<whole.lowerBound] + make(groups)
            last = whole.upperBound
        }
        return result + text[last...]
    }

    /// The line without the book's anchors (`<a id="x"></a>`, and `<a id="x">…</a>` around
    /// text); the closing tag is looked for on the whole line, as the text an anchor
    /// wraps may hold code spans (`<a id="x">\`Sendable\` 型</a>`).
    private static func removingAnchors(_ line: String) -> String {
        let opening = #"<a\s+(?:id|name)\s*=\s*"[^"]*"\s*>"#
        var parts = codeSpans(line)
        var opened = false
        for index in parts.indices where !parts[index].1 {
            var text = parts[index].0.replacingOccurrences(of: opening + #"\s*</a>\s?"#, with: "", options: .regularExpression)
            if text.range(of: opening, options: .regularExpression) != nil {
                opened = true
                text = text.replacingOccurrences(of: opening, with: "", options: .regularExpression)
            }
            parts[index].0 = text
        }
        if opened {
            for index in parts.indices where !parts[index].1 { parts[index].0 = parts[index].0.replacingOccurrences(of: "</a>", with: "") }
        }
        return parts.map(\.0).joined()
    }

    /// The line cut at its code spans (`` `…` ``, a run of backticks closed by a run as long).
    static func codeSpans(_ line: String) -> [(String, Bool)] {
        var parts: [(String, Bool)] = []
        var index = line.startIndex
        var plain = ""
        while index < line.endIndex {
            guard line[index] == "`" else { plain.append(line[index]); index = line.index(after: index); continue }
            let runEnd = line[index...].firstIndex(where: { $0 != "`" }) ?? line.endIndex
            let run = line[index..<runEnd]
            var search = runEnd
            var close: Range<String.Index>?
            while let found = line.range(of: run, range: search..<line.endIndex) {
                let after = found.upperBound
                if (after == line.endIndex || line[after] != "`") && (found.lowerBound == line.startIndex || line[line.index(before: found.lowerBound)] != "`") {
                    close = found
                    break
                }
                search = line[found.lowerBound...].firstIndex(where: { $0 != "`" }) ?? line.endIndex
            }
            guard let close else { plain += run; index = runEnd; continue }
            if !plain.isEmpty { parts.append((plain, false)); plain = "" }
            parts.append((String(line[index..<close.upperBound]), true))
            index = close.upperBound
        }
        if !plain.isEmpty { parts.append((plain, false)) }
        return parts
    }

    /// `<doc:Name#anchor>`, or a link whose destination is `doc:Name#anchor` (then `text` is its text).
    private mutating func docLink(name: String, anchor: String, line: Int, text: String? = nil) -> String {
        let spelled = "doc:\(name)\(anchor.isEmpty ? "" : "#" + anchor)"
        let shown = text.map { [spelled, "<\(spelled)>"].contains($0) ? nil : $0 } ?? nil
        guard let target = book.chapter(named: name) else {
            if book.knows(name: name) {
                findings.append(.init(.note, file: outline.chapter.sourcePath, line: line, "<\(spelled)> names a chapter that is not imported: kept as text"))
            } else {
                findings.append(.init(.warning, file: outline.chapter.sourcePath, line: line, "<\(spelled)> names no chapter of the book (the book's defect): kept as text", bookDefect: true))
            }
            return shown ?? Self.words(name).escapedAsMarkdownText
        }
        guard !anchor.isEmpty else { return "[\(shown ?? target.title.escapedAsMarkdownText)](\(href(target, nil)))" }
        guard let section = target.section(anchor) else {
            findings.append(.init(.warning, file: outline.chapter.sourcePath, line: line, "<\(spelled)>: '\(name)' has no section '\(anchor)' (the book's defect): linked to the chapter", bookDefect: true))
            return "[\(shown ?? Self.words(anchor).escapedAsMarkdownText)](\(href(target, nil)))"
        }
        return "[\(shown ?? section.text.escapedAsMarkdownText)](\(href(target, section)))"
    }

    /// The schemes a site publishes a link with (SiteRendering checks the same).
    private static let publishedSchemes: Set<String> = ["http", "https", "mailto"]

    private mutating func link(text: String, destination: String, line: Int) -> String {
        let keep = "[\(text)](\(destination))"
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0]
        let anchor = parts.count > 1 ? parts[1] : ""
        if path.hasPrefix("doc:") { return docLink(name: String(path.dropFirst(4)), anchor: anchor, line: line, text: text) }
        if let colon = destination.firstIndex(of: ":") {
            let scheme = destination[..<colon].lowercased()
            guard !Self.publishedSchemes.contains(scheme) else { return keep }
            findings.append(.init(.warning, file: outline.chapter.sourcePath, line: line, "link to '\(destination)': a site publishes no '\(scheme):' link (the book's defect): kept as text", bookDefect: true))
            return text
        }
        let target: ChapterOutline?
        if path.isEmpty {
            target = outline
        } else {
            // A GitBook's own site serves `x.md` as `x.html`, and its links may say so; a
            // path from `/` starts at the book's folder.
            let file = path.hasSuffix(".html") ? String(path.dropLast(5)) + ".md" : path
            let resolved = file.hasPrefix("/") ? BookIndex.resolve(String(file.drop { $0 == "/" }), from: "") : BookIndex.resolve(file, from: outline.chapter.sourcePath)
            target = book.chapter(atPath: resolved)
            if target == nil {
                if book.knows(path: resolved) {
                    findings.append(.init(.note, file: outline.chapter.sourcePath, line: line, "link to '\(destination)', a chapter that is not imported: kept as text"))
                } else {
                    findings.append(.init(.warning, file: outline.chapter.sourcePath, line: line, "link to '\(destination)' leads to no chapter of the book (the book's defect): kept as text", bookDefect: true))
                }
                return text
            }
        }
        guard let target else { return keep }
        guard !anchor.isEmpty else { return "[\(text)](\(href(target, nil)))" }
        guard let section = target.section(anchor) else {
            findings.append(.init(.warning, file: outline.chapter.sourcePath, line: line, "link to '\(destination)': no section '\(anchor)' there (the book's defect): linked to the chapter", bookDefect: true))
            return "[\(text)](\(href(target, nil)))"
        }
        return "[\(text)](\(href(target, section)))"
    }

    private func href(_ target: ChapterOutline, _ section: ChapterOutline.Section?) -> String {
        let fragment = section.map { "#" + $0.slug } ?? ""
        return target.chapter == outline.chapter && section != nil ? fragment : target.lessonFileName + fragment
    }

    private mutating func image(alt: String, source: String, line: Int) -> String {
        switch book.image(source, from: outline.chapter) {
        case .found(let file):
            let name = FilePath(file).lastComponent
            images.append((file, name))
            return "![\(alt)](../images/\(name))"
        case .refused(let refusal):
            findings.append(.init(.error, file: outline.chapter.sourcePath, line: line, "image '\(source)' is not copied: \(refusal); its alt text stays"))
            return alt
        case .missing:
            break
        }
        findings.append(.init(.warning, file: outline.chapter.sourcePath, line: line, "image '\(source)' is not in the book: its alt text stays (\(alt.isEmpty ? "none" : "'\(ChapterOutline.plainText(ofInline: alt))'"))"))
        return alt
    }

    /// `OptionalChaining` → `Optional Chaining`, `Capturing-Values` → `Capturing Values`.
    static func words(_ name: String) -> String {
        var words = ""
        var previous: Character?
        for c in name {
            if c == "-" || c == "_" { words.append(" ") } else {
                if c.isUppercase, let p = previous, p.isLowercase { words.append(" ") }
                words.append(c)
            }
            previous = c
        }
        return words
    }
}
