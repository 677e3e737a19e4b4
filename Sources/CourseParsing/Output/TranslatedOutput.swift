import CourseModel

/// A translation's output comments, found where its source has its own
/// (docs/format.md, "Output comments in a translation").
///
/// Translators rewrite the convention: the Japanese Swift book writes a bare
/// `// 5` where the original has a prints comment of "5", other translations "Prints" in
/// their own language and quotes. So a translation's comments are not read by
/// their words but by their place: the listings' code (outside comments and string
/// text) is the same, so a comment standing after the same code token as a source's
/// output comment is the translation's statement of that output.
public enum TranslatedOutput {
    /// `translation` with the output of each `swift run` block whose partner in
    /// `source` (by `BlockAlignment`) states its output in comments found there, and
    /// every error of a `swift run` block that then states no output at all. `templates`:
    /// those its book's comments follow (`Course.outputTemplates`), which then read each
    /// comment; without them a comment is read as `OutputConvention.statedLines` reads it.
    public static func aligned(_ translation: Lesson, source: Lesson?, templates: [OutputTemplate] = []) -> Result<Lesson, CourseErrors> {
        var result = translation
        let blocks = translation.blocks
        // Most runs have an output block, which needs no source to be read.
        let commented = blocks.indices.filter { [.run, .setup].contains(blocks[$0].role) && !blocks.hasOutputBlock(after: $0) }
        if let source, !commented.isEmpty {
            let partners = BlockAlignment.partners(blocks, source.blocks)
            for position in commented {
                let block = blocks[position]
                guard let partner = partners[position],
                      let stated = source.expectedOutput(of: source.blocks[partner]), stated.form != .block
                else { continue }
                result.blocks[position].commentOutput = found(
                    in: block, from: source.blocks[partner], stating: stated, sourceFile: source.file, templates: templates)
            }
        }
        let errors = LessonParser.unstatedOutputs(result.blocks, file: result.file)
        return errors.isEmpty ? .success(result) : .failure(CourseErrors(errors))
    }

    /// The output `block` states where `original` states `stated`; the block's own
    /// reading, with a note saying why, when its code is not the original's.
    static func found(
        in block: CodeBlock, from original: CodeBlock, stating stated: ExpectedOutput, sourceFile: String, templates: [OutputTemplate] = []
    ) -> ExpectedOutput? {
        let ours = ListingComments(block.code)
        let theirs = ListingComments(original.code)
        guard ours.codeTexts == theirs.codeTexts else {
            var own = block.commentOutput
            own?.note = "the code differs from its source's (\(sourceFile):\(original.line)) outside comments and string literals, so its output comments are read by this lesson's own convention, not found where the source has them"
            return own
        }
        let outputLines = Set(stated.lines.map { $0.lessonLine - original.firstCodeLine })
        let sourceByAnchor = Dictionary(grouping: theirs.comments, by: \.anchor)
        let oursByAnchor = Dictionary(grouping: ours.comments, by: \.anchor)
        var lines: [ExpectedOutput.Line] = []
        for anchor in sourceByAnchor.keys.sorted() {
            let here = sourceByAnchor[anchor] ?? []
            let outputs = here.indices.filter { outputLines.contains(here[$0].line) }
            guard !outputs.isEmpty else { continue }
            let translated = oursByAnchor[anchor] ?? []
            // The same number of comments pair one to one; as many as the outputs are
            // the outputs (the translator left out an explanatory one); else they
            // pair from the first, and the outputs past the last are missing.
            let sequential = translated.count != here.count && translated.count == outputs.count
            for (number, index) in outputs.enumerated() {
                let partner = sequential ? number : index
                if partner < translated.count {
                    let comment = translated[partner]
                    lines += statedLines(comment.text, templates: templates, at: block.firstCodeLine + comment.line)
                } else {
                    let statement = anchor > 0 ? ours.code[anchor - 1].line : 0
                    lines.append(ExpectedOutput.Line(
                        text: "", lessonLine: block.firstCodeLine + statement,
                        missing: SourceLocation(file: sourceFile, line: original.firstCodeLine + here[index].line)))
                }
            }
        }
        guard let last = lines.map(\.lessonLine).max() else { return block.commentOutput }
        var output = ExpectedOutput(form: .translatedComments, lines: lines, extraLine: last)
        let unread = lines.filter(\.unread).map { String($0.lessonLine) }
        if !unread.isEmpty {
            output.note = "not read: no convention of this book matches the output comment at line \(unread.joined(separator: ", ")) (\(templates.map(\.spelling).joined(separator: " ")))"
        }
        return output
    }

    /// The lines a comment at `line` states: by its book's templates when it has them
    /// (one unread line when none fits), else by the quoted forms translations use.
    static func statedLines(_ comment: String, templates: [OutputTemplate], at line: Int) -> [ExpectedOutput.Line] {
        guard !templates.isEmpty else {
            return OutputConvention.statedLines(comment).map { ExpectedOutput.Line(text: $0, lessonLine: line) }
        }
        guard let read = OutputConvention.read(comment, templates: templates) else {
            return [ExpectedOutput.Line(text: comment, lessonLine: line, unread: true)]
        }
        return read.lines.map { ExpectedOutput.Line(text: $0, lessonLine: line, alternatives: read.alternatives) }
    }
}
