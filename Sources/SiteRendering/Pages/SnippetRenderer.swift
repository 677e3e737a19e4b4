import CourseModel

/// Code blocks as page elements: one `<line>` per source line, highlighted
/// tokens inside, the file name as caption and the badge verification earned. Bidirectional
/// controls in code are shown as escapes (`withVisibleBidiControls`).
struct SnippetRenderer {
    var highlighting = HighlightMemo()

    /// A Swift snippet: `<snippet role name badge step><line n changed><tok class>…`.
    func snippet(_ block: CodeBlock, badge: Badge?, changedLines: Set<Int>, id: String) -> XMLElementValue {
        var element = XMLElementValue("snippet", [
            "id": id,
            "role": block.role.rawValue,
            "name": block.name,
            "badge": badge?.rawValue,
            "step": block.step.map(String.init),
        ])
        for (index, tokens) in highlighting.lines(block.code).enumerated() {
            var line = XMLElementValue("line", ["n": String(index + 1), "changed": changedLines.contains(index) ? "yes" : nil])
            for token in tokens {
                if let kind = token.kind {
                    line.append(XMLElementValue("tok", ["class": kind.rawValue], text: token.text.withVisibleBidiControls))
                } else {
                    line.append(text: token.text.withVisibleBidiControls)
                }
            }
            element.append(line)
        }
        return element
    }

    /// Expected output, or any code shown as is: lines without highlighting.
    func plain(_ name: String, code: String, attributes: KeyValuePairs<String, String?> = [:]) -> XMLElementValue {
        var element = XMLElementValue(name, attributes)
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        if code.hasSuffix("\n") { lines.removeLast() }
        for (index, text) in lines.enumerated() {
            element.append(XMLElementValue("line", ["n": String(index + 1)], text: String(text).withVisibleBidiControls))
        }
        return element
    }
}
