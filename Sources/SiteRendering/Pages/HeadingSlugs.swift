import CourseModel
import Foundation

/// The anchor of every heading of a lesson page: its words, lower-cased by the
/// lesson language's rules, joined by `-`, unique on the page. Lesson pages
/// and the FAQ page both ask this type, so a FAQ entry links to the very
/// anchor its lesson page carries.
struct HeadingSlugs {
    // The page frame's own ids (site_top, quiz_1, snippet_3) all hold a `_`,
    // which a slug never does, so a heading can never take one of them.

    private var byLine: [Int: String] = [:]

    init(_ document: MarkdownNode, language: String) {
        var used = UniqueSlugs()
        for node in document.descendants() {
            guard case .heading = node.kind else { continue }
            byLine[node.line] = used.claim(HeadingSlug.slug(node.plainText, language: language))
        }
    }

    func slug(atLine line: Int) -> String? { byLine[line] }
}
