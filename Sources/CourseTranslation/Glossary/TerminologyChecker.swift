import CourseModel
import Foundation

/// Finds the renderings a glossary says to avoid in a lesson's prose.
///
/// Prose is what a reader reads as the lesson's own words: the title, the summary and
/// the body, but not code blocks, inline code, HTML comments, link targets, or a
/// quotation in typographic quotes (“…”, 「…」, 『…』), which cites another text as it is
/// (the source's title in a credit line).
public struct TerminologyChecker: Sendable {
    public var glossary: Glossary {
        didSet { rules = Self.rules(of: glossary) }
    }
    /// Per language, the renderings with words to avoid, and an index of every word of
    /// them (`Glossary.Index`), so a line is searched for the rules it may break only.
    private var rules: [String: (renderings: [Glossary.Rendering], index: Glossary.Index, owners: [Int])]

    public init(glossary: Glossary) {
        self.glossary = glossary
        self.rules = Self.rules(of: glossary)
    }

    private static func rules(of glossary: Glossary) -> [String: (renderings: [Glossary.Rendering], index: Glossary.Index, owners: [Int])] {
        let languages = Set(glossary.terms.flatMap(\.renderings.keys))
        var rules: [String: (renderings: [Glossary.Rendering], index: Glossary.Index, owners: [Int])] = [:]
        for language in languages {
            let renderings = glossary.terms.compactMap { $0.renderings[language] }.filter { !$0.avoid.isEmpty }
            // Only the avoided words decide whether a rule has a finding on a line.
            var words: [String] = []
            var owners: [Int] = []
            for (number, rendering) in renderings.enumerated() {
                for word in rendering.avoid {
                    words.append(word)
                    owners.append(number)
                }
            }
            rules[language] = (renderings, Glossary.Index(words), owners)
        }
        return rules
    }

    public func findings(in lesson: Lesson) -> [TermFinding] {
        guard let language = rules[lesson.language], !language.renderings.isEmpty else { return [] }
        var findings: [TermFinding] = []
        for (line, text) in Self.proseLines(of: lesson) {
            let broken = Set(language.index.candidates(in: text).map { language.owners[$0] }).sorted()
            for rule in broken.map({ language.renderings[$0] }) {
                let preferred = Glossary.occurrences(of: rule.preferred, in: text)
                let avoided = rule.avoid.flatMap { Glossary.occurrences(of: $0, in: text) }
                func within(_ outer: [Range<String.Index>], _ range: Range<String.Index>) -> Bool {
                    outer.contains { $0 != range && $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }
                }
                // `child` inside a found `child koordinatör` is one finding, not two.
                for range in avoided where !within(preferred, range) && !within(avoided, range) {
                    findings.append(TermFinding(line: line, found: String(text[range]), preferred: rule.preferred))
                }
            }
        }
        return findings.sorted { ($0.line, $0.found) < ($1.line, $1.found) }
    }

    /// Each prose line with its lesson-file line number, with the parts that are not prose blanked.
    static func proseLines(of lesson: Lesson) -> [(Int, String)] {
        let lines = lesson.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var skipped = Set<Int>()
        func skip(_ node: MarkdownNode) {
            switch node.kind {
            case .codeBlock, .htmlBlock:
                if node.line > 0 { skipped.formUnion(node.line...max(node.line, node.endLine)) }
            default:
                node.children.forEach(skip)
            }
        }
        skip(lesson.document)
        var prose: [(Int, String)] = []
        for key in ["title", "summary"] {
            if let line = lesson.frontMatter.line(of: key), let value = lesson.frontMatter[key] { prose.append((line, value)) }
        }
        let bodyStart = (lesson.frontMatter.entries.map(\.line).max() ?? 0) + 2
        for (index, text) in lines.enumerated() where index + 1 >= bodyStart && !skipped.contains(index + 1) {
            prose.append((index + 1, blankingNonProse(text)))
        }
        return prose
    }

    /// Inline code, HTML comments and tags, link targets and quotations become spaces.
    static func blankingNonProse(_ line: String) -> String {
        var text = line
        for pattern in [#"(`+).*?\1"#, #"<!--.*?-->"#, #"<[^>]*>"#, #"\]\([^)]*\)"#, #"“[^”]*”"#, #"「[^」]*」"#, #"『[^』]*』"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text
    }
}
