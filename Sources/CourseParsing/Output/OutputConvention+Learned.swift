import CourseModel

/// Learned conventions: a translated book's output comments are read by the templates its
/// own comments follow, learned from what its programs print, never from a list of the
/// forms translators have used (docs/format.md, "Output comments in a translation").
extension OutputConvention {
    /// An output comment of a translation and what its program printed there.
    public struct Evidence: Hashable, Sendable {
        /// The comment's text after `//` and one space.
        public var comment: String
        /// The lines the program printed where the comment stands.
        public var printed: [String]

        public init(comment: String, printed: [String]) {
            self.comment = comment
            self.printed = printed
        }
    }

    /// The templates `evidence` shows, most comments explained first: each comment that
    /// holds what its program printed, with that text taken out.
    ///
    /// A comment that holds the printed text twice (`// 1 行目: 1`) gives the template
    /// more of the other comments give. A template of one comment that is another template
    /// with more after it (a translator's note: `打印“5”。（注：…）`) counts for the other;
    /// one that explains more comments is a form of the book's own (`"{}"を出力` beside `"{}"`).
    public static func learn(_ evidence: [Evidence]) -> [OutputTemplate] {
        let candidates = evidence.map(templates(holding:))
        var seen: [String: Int] = [:]
        for found in candidates { for spelling in Set(found.map(\.spelling)) { seen[spelling, default: 0] += 1 } }
        var counts: [String: Int] = [:]
        for found in candidates {
            guard let best = found.max(by: { (seen[$0.spelling] ?? 0) < (seen[$1.spelling] ?? 0) }) else { continue }
            counts[best.spelling, default: 0] += 1
        }
        var templates = counts.compactMap { OutputTemplate(spelling: $0.key, explains: $0.value) }
        // A template that is another with a note after it counts for the other.
        for template in templates {
            guard template.explains == 1,
                  let shorter = templates.filter({ $0.suffix.count < template.suffix.count && $0.prefix == template.prefix
                && !$0.suffix.isEmpty && template.suffix.hasPrefix($0.suffix) }).max(by: { $0.suffix.count < $1.suffix.count }),
                let from = templates.firstIndex(where: { $0.spelling == template.spelling }),
                let into = templates.firstIndex(where: { $0.spelling == shorter.spelling })
            else { continue }
            templates[into].explains += templates[from].explains
            templates[from].explains = 0
        }
        return templates.filter { $0.explains > 0 }.sorted { ($1.explains, $0.spelling) < ($0.explains, $1.spelling) }
    }

    /// What verifying `block` (`result`) shows of its book's convention: each output comment
    /// a translation states where its source has one, with what the program printed at its
    /// line. Only a result whose printed lines pair one to one with the stated ones tells.
    public static func evidence(of result: SnippetResult, block: CodeBlock) -> [Evidence] {
        guard let stated = block.commentOutput, stated.form == .translatedComments, !result.lines.isEmpty,
              result.lines.allSatisfy({ $0.verdict == .matches || $0.verdict == .differs })
        else { return [] }
        let comments = ListingComments(block.code).comments
        var evidence: [Evidence] = []
        for line in Set(result.lines.map(\.lessonLine)).sorted() {
            guard let comment = comments.first(where: { block.firstCodeLine + $0.line == line }) else { continue }
            evidence.append(Evidence(comment: comment.text, printed: result.lines.filter { $0.lessonLine == line }.compactMap(\.actual)))
        }
        return evidence
    }

    /// The templates one comment gives: one for each place the printed text stands in it.
    /// Several printed lines are one text, joined by `\n` as a comment writes them.
    static func templates(holding evidence: Evidence) -> [OutputTemplate] {
        let comment = evidence.comment.trimmingTrailingWhitespace()
        let value = evidence.printed.joined(separator: "\\n")
        guard !value.allSatisfy(\.isWhitespace) else { return [] }
        var found: [OutputTemplate] = []
        var searchStart = comment.startIndex
        while let range = comment.range(of: value, range: searchStart..<comment.endIndex) {
            found.append(OutputTemplate(prefix: String(comment[..<range.lowerBound]), suffix: String(comment[range.upperBound...]), explains: 1))
            searchStart = comment.index(after: range.lowerBound)
        }
        return found
    }

    /// What a translation's output comment states by its book's `templates`: the value of
    /// the template that fits it best (the longest, the one that explained most), with the
    /// values other fitting templates give; nil when none fits. A template fits a comment
    /// that is its text around a value, or, after every such fit, that with a note after
    /// it (`。（注：…）`), when the template ends in text. A value's `\n` ends one printed line.
    public static func read(_ comment: String, templates: [OutputTemplate]) -> (lines: [String], alternatives: [String])? {
        let text = comment.trimmingTrailingWhitespace()
        let ordered = templates.sorted { ($1.prefix.count + $1.suffix.count, $1.explains) < ($0.prefix.count + $0.suffix.count, $0.explains) }
        var values: [String] = []
        for template in ordered {
            if let value = exactValue(of: text, in: template), !values.contains(value) { values.append(value) }
        }
        for template in ordered {
            if let value = valueBeforeNote(of: text, in: template), !values.contains(value) { values.append(value) }
        }
        guard let first = values.first else { return nil }
        let lines = first.components(separatedBy: "\\n")
        return (lines, lines.count == 1 ? Array(values.dropFirst().filter { !$0.contains("\\n") }) : [])
    }

    private static func exactValue(of text: String, in template: OutputTemplate) -> String? {
        guard text.count >= template.prefix.count + template.suffix.count, text.hasPrefix(template.prefix), text.hasSuffix(template.suffix)
        else { return nil }
        let value = String(text.dropFirst(template.prefix.count).dropLast(template.suffix.count))
        return value.isEmpty ? nil : value
    }

    private static func valueBeforeNote(of text: String, in template: OutputTemplate) -> String? {
        guard !template.suffix.isEmpty, text.hasPrefix(template.prefix) else { return nil }
        let rest = text.dropFirst(template.prefix.count)
        guard let end = rest.range(of: template.suffix), end.lowerBound > rest.startIndex else { return nil }
        return String(rest[..<end.lowerBound])
    }

    /// Why a value differs from a printed line when it differs only in the width of some
    /// characters (`！` for `!`, `　` for a space): "differs only in the width of '!'"; nil otherwise.
    public static func widthDifference(_ expected: String, _ printed: String) -> String? {
        guard expected != printed, expected.count == printed.count else { return nil }
        var differing: [Character] = []
        for (want, got) in zip(expected, printed) where want != got {
            let narrow = narrowForm(want) ?? want
            guard narrow == narrowForm(got) ?? got else { return nil }
            if !differing.contains(narrow) { differing.append(narrow) }
        }
        return "differs only in the width of " + differing.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// The halfwidth form of a fullwidth character (U+FF01–FF5E, the ideographic space), nil for any other.
    private static func narrowForm(_ character: Character) -> Character? {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        if scalar.value == 0x3000 { return " " }
        guard (0xFF01...0xFF5E).contains(scalar.value), let narrow = Unicode.Scalar(scalar.value - 0xFEE0) else { return nil }
        return Character(narrow)
    }
}
