import CourseModel
import CourseParsing
import CoursecSupport
import Testing

/// cmark-gfm keeps the characters that start an extension's inline (`~` for
/// strikethrough, `:` and `w` for autolinks) in one global table, which each parse adds
/// them to before its inlines and removes them from after (cmark-gfm PR #176, open).
/// Two parses at once: one's removal hides `~` from the other, which then reads
/// `~~word~~` as text. Lessons are parsed on every core, so the converter must not race.
@Suite struct ConcurrentMarkdownTests {
    static let text = """
        Bu ~~eski~~ yol; ayrıntı www.example.org adresinde.

        | a |
        |---|
        | ~~b~~ |

        """

    /// The node kinds of a tree, depth first, as names: what a race changes.
    static func shape(_ node: MarkdownNode) -> [String] {
        let own: String
        switch node.kind {
        case .strikethrough: own = "strikethrough"
        case .link(let destination, _): own = "link \(destination)"
        case .text(let text): own = "text \(text)"
        default: own = "\(node.kind)".components(separatedBy: "(").first ?? ""
        }
        return [own] + node.children.flatMap(shape)
    }

    @Test func strikethroughAndAutolinksAreFoundInEveryParseWhenManyRunAtOnce() throws {
        let alone = Self.shape(try MarkdownConverter.parse(Self.text))
        #expect(alone.filter { $0 == "strikethrough" }.count == 2)
        #expect(alone.contains("link http://www.example.org"))
        // Enough parses on 8 threads that, without a guard, some overlap's removal lands
        // inside another's inlines (it did in every run of 4,000 before the fix).
        let shapes = Array(0..<4_000).parallelMap(width: 8) { _ in
            (try? MarkdownConverter.parse(Self.text)).map(Self.shape) ?? []
        }
        let differing = shapes.filter { $0 != alone }.count
        #expect(differing == 0)
    }
}
