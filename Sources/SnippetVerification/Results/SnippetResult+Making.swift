import CourseModel

extension SnippetResult {
    /// A result for `block` of `lesson`, at the block's own line, to be filled in.
    init(_ block: CodeBlock, in lesson: Lesson, status: Status, reason: String? = nil, seconds: Double = 0, cached: Bool = false) {
        self.init(
            file: lesson.file, line: block.line, language: lesson.language, course: lesson.course, lesson: lesson.id,
            blockIndex: block.index, role: block.role, name: block.name, status: status, reason: reason,
            lines: [], seconds: seconds, cached: cached)
        note = block.commentOutput?.note
        group = block.group
        if let line = block.sourceLine, let source = lesson.source {
            // A listing's code is the source's own lines; a hidden test's setup was rewritten.
            let mirrored = block.role == .setup ? 0 : block.code.textLines.count
            origin = Origin(file: source, line: line, lessonLine: block.line, mirroredLines: mirrored)
        }
    }

    static func skipped(_ block: CodeBlock, in lesson: Lesson, reason: String) -> SnippetResult {
        var result = SnippetResult(block, in: lesson, status: .skipped, reason: reason)
        result.check = .skip
        return result
    }
}
