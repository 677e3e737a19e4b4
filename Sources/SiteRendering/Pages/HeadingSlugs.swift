import CourseModel

/// The anchor of every heading of a lesson page: its words, lower-cased by the
/// lesson language's rules, joined by `-`, unique on the page. Lesson pages
/// and the FAQ page both ask this type, so a FAQ entry links to the very
/// anchor its lesson page carries.
struct HeadingSlugs {
    // The page frame's own ids (site_top, quiz_1, snippet_3) all hold a `_`,
    // which a slug never does, so a heading can never take one of them.

    private var byLine: [Int: String] = [:]

    init(_ document: MarkdownNode, language: String) {
        var used: Set<String> = []
        for node in document.descendants() {
            guard case .heading = node.kind else { continue }
            byLine[node.line] = Self.unique(Self.slug(node.plainText, language: language), used: &used)
        }
    }

    func slug(atLine line: Int) -> String? { byLine[line] }

    /// Letters and numbers of every script are kept (an XML name allows them);
    /// anything else becomes a single `-`.
    static func slug(_ text: String, language: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in SearchText.lowercase(text, language: language).unicodeScalars {
            if SearchText.isWordCharacter(scalar) || SearchText.isCJK(scalar) {
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if slug.isEmpty { return "section" }
        // An id must start with a letter.
        if let first = slug.unicodeScalars.first, first.properties.numericType != nil { slug = "s-" + slug }
        return slug
    }

    static func unique(_ slug: String, used: inout Set<String>) -> String {
        var candidate = slug
        var number = 2
        while used.contains(candidate) {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
