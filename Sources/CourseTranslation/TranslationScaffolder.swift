import CourseModel
import CourseParsing

/// Writes the text of a new translation: the source lesson with the same id,
/// `translation-of` recording the source's language and hash, every code and
/// output block verbatim, and every prose block kept in the source language
/// behind an `<!-- untranslated -->` marker the translator deletes when done.
public enum TranslationScaffolder {
    /// Prose the translator must rewrite: headings, paragraphs, lists, quotes, tables.
    static func isProse(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .heading, .paragraph, .list, .blockQuote, .table: true
        default: false
        }
    }

    /// The scaffold of `source` in `language`, its links carried over to the lessons of
    /// `course` in that language (`TranslationLinks`).
    public static func scaffold(_ source: Lesson, into language: String, course: Course?) -> String {
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var front: [String] = ["---"]
        for entry in source.frontMatter.entries where entry.key != "translation-of" && entry.key != "untranslated" {
            front.append("\(entry.key): \(entry.value)")
            if entry.key == "id" {
                front.append("translation-of: \(source.language) \(LessonHash.of(source.text))")
            }
        }
        let pending = ["title", "summary"].filter { source.frontMatter[$0] != nil }
        front.append("untranslated: \(pending.joined(separator: " "))")
        front.append("---")

        let markedLines = Set(source.document.children.filter(isProse).map(\.line))
        var body: [String] = []
        // The source parsed, so its front matter splits again; lines stay file lines.
        let offset = (try? FrontMatterParser.split(source.text, file: source.file).bodyLineOffset) ?? 0
        var codeLines: Set<Int> = []
        for node in source.document.descendants() {
            if case .codeBlock = node.kind { codeLines.formUnion(node.line...max(node.line, node.endLine)) }
        }
        let carried = TranslationLinks.apply(TranslationLinks.carried(source, into: language, course: course), to: lines, codeLines: codeLines)
        for index in offset..<lines.count {
            if markedLines.contains(index + 1) { body.append(SectionMarker.untranslated) }
            body.append(carried[index])
        }
        return (front + body).joined(separator: "\n")
    }
}
