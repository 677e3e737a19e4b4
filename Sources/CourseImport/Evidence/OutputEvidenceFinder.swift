import CourseModel
import CourseParsing

/// Finds what raw text says a code block prints, in the three ways scraped lessons
/// write it (docs/import.md, "Output evidence"): a lead-in sentence and the lines
/// after it, printed lines right after the code, or bare `//` comments in it.
enum OutputEvidenceFinder {
    /// Only a block that is not a program today can be shown to be one: a fragment
    /// (`swift parse`), or a `main.swift` with nothing printed right after it.
    static func mayBecomeRun(_ info: String) -> Bool {
        info == "swift parse" || info == "swift typecheck file=main.swift"
    }

    /// The evidence for the code block at `index`, strongest first: a block that
    /// calls no printing function prints nothing, so it has none. `listing` is `code` lexed.
    static func candidates(
        forCodeAt index: Int, in segments: [Segment], code: String, listing: LexedListing, info: String, sourceLine: Int
    ) -> [OutputCandidate] {
        guard mayBecomeRun(info), callsPrintingFunction(listing) else { return [] }
        func candidate(_ evidence: OutputCandidate.Evidence, _ parts: [OutputCandidate.Part]) -> OutputCandidate {
            OutputCandidate(evidence: evidence, segment: index, sourceLine: sourceLine, code: code, info: info, parts: parts)
        }
        var found: [OutputCandidate] = []
        if let next = nonBlank(after: index, in: segments), case .prose(let line) = segments[next], !line.isGluedHeading {
            if let leadIn = leadIn(from: next, in: segments) {
                // After a lead-in even lines that read as code (`[1, 2]`, `TOTAL=55`) or as sentences are output.
                if let start = nonBlank(after: leadIn.segment, in: segments) {
                    let parts = outputParts(from: start, in: segments, takingCode: true)
                    if !parts.isEmpty { found.append(candidate(.leadIn(leadIn.line.trimmed), parts)) }
                }
            } else if Segmenter.mayStartPrintedLines(line.text), ProseLine.bulletText(line.text) == nil {
                found.append(candidate(.printedLines, outputParts(from: next, in: segments, takingCode: false)))
            }
        }
        if let comments = CommentOutputReader.read(listing, firstLine: 1), comments.form != .printsComments {
            found.append(candidate(.comments, []))
        }
        return found
    }

    /// The segments from `start` up to the next blank line that can be printed lines:
    /// prose lines that are no heading the text marks as one, and (after a lead-in)
    /// code runs with no blank line in them.
    private static func outputParts(from start: Int, in segments: [Segment], takingCode: Bool) -> [OutputCandidate.Part] {
        var parts: [OutputCandidate.Part] = []
        for index in segments.indices.dropFirst(start) {
            switch segments[index] {
            case .prose(let line) where !line.isGluedHeading && SectionWords.kind(ofHeading: line.text) == nil
                && SectionWords.stepNumber(line.text) == nil:
                parts.append(.init(segment: index, lines: [line]))
            case .code(let run) where takingCode && !run.isListing && run.caption == nil && !run.lines.contains(where: \.isBlank):
                parts.append(.init(segment: index, lines: run.lines))
            default:
                return parts
            }
        }
        return parts
    }

    /// How many sentences of explanation may stand between a block and the lead-in of its
    /// output (`It adds the numbers one by one.` then `Output:`): the trial decides whether
    /// the lines after the lead-in are what the block prints, so looking past a few costs
    /// a wrong guess nothing.
    static let sentencesBeforeLeadIn = 3

    /// The lead-in sentence at `start`, or after up to `sentencesBeforeLeadIn` prose lines
    /// that are sentences (no heading, no bullet, nothing printed), before any code.
    private static func leadIn(from start: Int, in segments: [Segment]) -> (segment: Int, line: RawLine)? {
        var index = start
        for _ in 0...sentencesBeforeLeadIn {
            guard case .prose(let line) = segments[index], !line.isGluedHeading else { return nil }
            if SectionWords.isOutputLeadIn(line.text) { return (index, line) }
            guard CodeShape.isSentence(line.text), ProseLine.bulletText(line.text) == nil,
                  SectionWords.kind(ofHeading: line.text) == nil,
                  let next = nonBlank(after: index, in: segments) else { return nil }
            index = next
        }
        return nil
    }

    private static func nonBlank(after index: Int, in segments: [Segment]) -> Int? {
        segments.indices.dropFirst(index + 1).first { segments[$0] != .blank }
    }

    /// A call of `print`, `debugPrint`, `dump` or a function the code declares that
    /// calls one, outside strings and comments (the output reader's names).
    static func callsPrintingFunction(_ listing: LexedListing) -> Bool {
        let printing = CommentOutputReader.printingFunctions(declaredIn: listing)
        let tokens = listing.tokens.filter { $0.kind != .whitespace && $0.kind != .newline }
        return zip(tokens, tokens.dropFirst()).contains { name, next in
            name.kind == .identifier && printing.contains(name.text) && next.text == "("
        }
    }
}
