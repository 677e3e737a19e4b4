import CourseModel
import Foundation

/// Only inert links and images reach a page: `http:`, `https:`, `mailto:`, a
/// relative path or a `#fragment`. Lessons come from contributors, and a
/// `javascript:` link on the published site runs in its readers' browsers.
///
/// cmark-gfm has already decoded entities and backslash escapes in a destination
/// and resolved reference definitions and autolinks into links, so every spelling
/// arrives here as the string a browser would see. Browsers drop leading and
/// trailing spaces and control characters and every tab and line break inside a
/// URL before reading its scheme; so does this check.
///
/// Raw HTML is rejected too (except comments, which carry the section markers): the
/// renderer would drop it, and an author should know that the page will not show it.
enum LessonLinkCheck {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto"]

    /// Every unsafe link, image and raw HTML block in the lesson, in document order.
    static func errors(in document: MarkdownNode, file: String) -> [CourseError] {
        var errors: [CourseError] = []
        check(document, file: file, line: 0, errors: &errors)
        return errors
    }

    /// Whether a lesson read back from the parse cache holds only what a parse lets
    /// through (its text and its FAQ answers, kept apart in an entry): without
    /// `COURSEC_CACHE_KEY` anyone can write an entry whose checksum holds, and a forged
    /// entry must not publish a link that no lesson can.
    static func isInert(_ lesson: Lesson) -> Bool {
        ([lesson.document] + lesson.faq.flatMap(\.answer)).allSatisfy { errors(in: $0, file: lesson.file).isEmpty }
    }

    private static func check(_ node: MarkdownNode, file: String, line: Int, errors: inout [CourseError]) {
        do { try checkNode(node, file: file, line: node.line > 0 ? node.line : line) } catch { errors.append(error) }
        for child in node.children { check(child, file: file, line: node.line > 0 ? node.line : line, errors: &errors) }
    }

    private static func checkNode(_ node: MarkdownNode, file: String, line here: Int) throws(CourseError) {
        switch node.kind {
        case .link(let destination, _):
            try checkURL(destination, what: "link", file: file, line: here)
        case .image(let source, _):
            try checkURL(source, what: "image", file: file, line: here)
        case .htmlBlock(let html), .htmlInline(let html):
            let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
            if !(trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->")) {
                let shown = trimmed.split(separator: "\n").first.map { String($0.prefix(60)) } ?? ""
                throw CourseError("raw HTML is not published ('\(shown)'): write it in Markdown, or as code between backticks", at: SourceLocation(file: file, line: here))
            }
        default:
            break
        }
    }

    static func checkURL(_ url: String, what: String, file: String, line: Int) throws(CourseError) {
        guard let scheme = scheme(of: url), !allowedSchemes.contains(scheme) else { return }
        throw CourseError("\(what) to '\(shown(url))' is not published: only http:, https:, mailto:, relative paths and #fragments are allowed, not '\(scheme):'", at: SourceLocation(file: file, line: line))
    }

    /// The scheme a browser would read, lowercased; nil for a relative URL or a fragment.
    static func scheme(of url: String) -> String? {
        let cleaned = url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        var scheme = ""
        for scalar in cleaned {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            let isLetter = scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
            let isSchemeCharacter = isLetter || (!scheme.isEmpty && scalar.isASCII && (("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)))
            guard isSchemeCharacter else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// The URL with control characters written as `\u{…}`, so the message shows them.
    private static func shown(_ url: String) -> String {
        String(url.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined().prefix(80))
    }
}
