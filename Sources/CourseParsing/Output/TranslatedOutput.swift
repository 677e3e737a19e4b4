import CourseModel

/// A translation's output comments, found where its source has its own
/// (docs/format.md, "Output comments in a translation").
///
/// Translators rewrite the convention: the Japanese Swift book writes a bare
/// `// 5` where the original has `// Prints "5".`, other translations "Prints" in
/// their own language and quotes. So a translation's comments are not read by
/// their words but by their place: the listings' code (outside comments and string
/// text) is the same, so a comment standing after the same code token as a source's
/// output comment is the translation's statement of that output.
public enum TranslatedOutput {
    /// `translation` with the output of each `swift run` block whose partner in
    /// `source` (by `BlockAlignment`) states its output in comments found there, and
    /// every error of a `swift run` block that then states no output at all.
    public static func aligned(_ translation: Lesson, source: Lesson?) -> Result<Lesson, CourseErrors> {
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
                    in: block, from: source.blocks[partner], stating: stated, sourceFile: source.file)
            }
        }
        let errors = LessonParser.unstatedOutputs(result.blocks, file: result.file)
        return errors.isEmpty ? .success(result) : .failure(CourseErrors(errors))
    }

    /// The output `block` states where `original` states `stated`; the block's own
    /// reading, with a note saying why, when its code is not the original's.
    static func found(in block: CodeBlock, from original: CodeBlock, stating stated: ExpectedOutput, sourceFile: String) -> ExpectedOutput? {
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
                    lines += statedLines(comment.text).map { ExpectedOutput.Line(text: $0, lessonLine: block.firstCodeLine + comment.line) }
                } else {
                    let statement = anchor > 0 ? ours.code[anchor - 1].line : 0
                    lines.append(ExpectedOutput.Line(
                        text: "", lessonLine: block.firstCodeLine + statement,
                        missing: SourceLocation(file: sourceFile, line: original.firstCodeLine + here[index].line)))
                }
            }
        }
        guard let last = lines.map(\.lessonLine).max() else { return block.commentOutput }
        return ExpectedOutput(form: .translatedComments, lines: lines, extraLine: last)
    }

    /// The quotes translations put around a printed text.
    static let quotes: [(open: Character, close: Character)] = [
        ("\"", "\""), ("“", "”"), ("„", "“"), ("„", "”"), ("”", "”"), ("«", "»"), ("»", "«"),
        ("‘", "’"), ("‚", "‘"), ("「", "」"), ("『", "』"),
    ]

    /// What a translation's output comment states: the quoted text of a comment that
    /// is words and a quoted text (`Imprime « 5 ».`, `"5" yazdırır.`, `「5」と出力します。`),
    /// or a text in ASCII quotes alone (`"5"`), decoded as a `// Prints` comment's is; else the comment's whole text.
    static func statedLines(_ comment: String) -> [String] {
        let text = comment.trimmingTrailingWhitespace()
        func isWord(_ character: Character) -> Bool {
            character.isLetter || character.isWhitespace || character == "'" || character == "’" || character == "-"
                || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
        }
        for pair in quotes {
            guard let open = text.firstIndex(of: pair.open), let close = text.lastIndex(of: pair.close), open < close else { continue }
            let before = text[..<open]
            let after = text[text.index(after: close)...]
            // ASCII quotes alone, with no word, are the quoted form too (`// "5"`); other quotes alone are text.
            let bare = pair.open == "\"" && before.isEmpty && after.isEmpty
            guard before.allSatisfy(isWord), after.allSatisfy({ isWord($0) || ".。!！:：".contains($0) }),
                  bare || before.contains(where: \.isLetter) || after.contains(where: \.isLetter)
            else { continue }
            var quoted = text[text.index(after: open)..<close]
            // French sets its guillemets off with a space inside.
            if pair.open == "«" || pair.open == "»" {
                quoted = quoted.drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }
                while let last = quoted.last, last == " " || last == "\u{A0}" || last == "\u{202F}" { quoted = quoted.dropLast() }
            }
            return CommentOutputReader.decode(String(quoted))
        }
        return [comment]
    }
}
