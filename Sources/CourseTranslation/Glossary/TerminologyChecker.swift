import CourseModel
import Foundation

/// Finds the renderings a glossary says to avoid in a lesson's prose.
///
/// Prose is what a reader reads as the lesson's own words: the title, the summary and
/// the body, but not code blocks, inline code, HTML comments, link targets, or a
/// quotation in typographic quotes (“…”, 「…」, 『…』), which cites another text as it is
/// (the source's title in a credit line).
public struct TerminologyChecker: Sendable {
    public var glossary: Glossary

    public init(glossary: Glossary) { self.glossary = glossary }

    public func findings(in lesson: Lesson) -> [TermFinding] {
        let rules = glossary.terms.compactMap { $0.renderings[lesson.language] }.filter { !$0.avoid.isEmpty }
        guard !rules.isEmpty else { return [] }
        var findings: [TermFinding] = []
        for (line, text) in Self.proseLines(of: lesson) {
            for rule in rules {
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
