import CourseModel

/// What a web scrape of a rendered lesson gives: the title and summary, then each
/// block's text with no Markdown left (no fences, no `#`, no markers), list items as
/// `•` lines, code as its plain lines. Importing it again must find the same code.
enum ScrapedText {
    static func of(_ lesson: Lesson) -> String {
        var lines = [lesson.title, lesson.summary, ""]
        for node in lesson.document.children {
            switch node.kind {
            case .htmlBlock:
                continue
            case .codeBlock:
                let block = lesson.blocks.first { $0.line == node.line }
                lines.append(String((block?.code ?? node.plainText).dropLast()))
            case .list:
                lines += node.children.map { "• " + $0.plainText }
            default:
                lines.append(node.plainText)
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
