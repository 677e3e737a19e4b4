import CourseModel
import CourseParsing

/// Compares a program's standard output with the expected lines, line by line.
enum OutputComparison {
    /// The lines of `text`, trailing whitespace dropped; a final newline ends the last line.
    static func lines(_ text: String) -> [String] {
        text.textLines.map { $0.trimmingTrailingWhitespace() }
    }

    /// One verdict per expected line, at its own lesson line, then one `extra` per
    /// actual line beyond them, at `extraLine`.
    /// With hidden output (`output hidden`), the printed lines it accounts for, taken in
    /// order wherever they stand, are no printed lines of the lesson's: the comparison
    /// without them is taken when it matches, else the one with them.
    static func compare(_ expected: ExpectedOutput, actual: String) -> [SnippetResult.Line] {
        let printed = lines(actual)
        let whole = compare(expected, printed: printed)
        guard !expected.hidden.isEmpty, whole.contains(where: { $0.verdict != .matches }) else { return whole }
        var hidden = expected.hidden.map { $0.trimmingTrailingWhitespace() }[...]
        let shown = printed.filter { line in
            guard line == hidden.first else { return true }
            hidden.removeFirst()
            return false
        }
        let without = compare(expected, printed: shown)
        return without.allSatisfy { $0.verdict == .matches } || without.count < whole.count ? without : whole
    }

    private static func compare(_ expected: ExpectedOutput, printed: [String]) -> [SnippetResult.Line] {
        let wanted = expected.lines.map { $0.text.trimmingTrailingWhitespace() }
        var result: [SnippetResult.Line] = []
        for index in 0..<max(wanted.count, printed.count) {
            let want = index < wanted.count ? wanted[index] : nil
            let got = index < printed.count ? printed[index] : nil
            // A translation's comment left out: what the program prints there is expected by nobody.
            if index < wanted.count, expected.lines[index].missing != nil {
                result.append(SnippetResult.Line(lessonLine: expected.lines[index].lessonLine, verdict: .extra, expected: nil, actual: got))
                continue
            }
            // A comment no template of its book fits: what is printed there is compared with nothing.
            if index < wanted.count, expected.lines[index].unread, got != nil {
                result.append(SnippetResult.Line(lessonLine: expected.lines[index].lessonLine, verdict: .unread, expected: want, actual: got))
                continue
            }
            let verdict: SnippetResult.Verdict
            switch (want, got) {
            case let (want?, got?):
                let alternatives = index < wanted.count ? expected.lines[index].alternatives : []
                verdict = want == got || alternatives.contains { $0.trimmingTrailingWhitespace() == got } ? .matches : .differs
            case (_?, nil): verdict = .missing
            default: verdict = .extra
            }
            let lessonLine = index < wanted.count ? expected.lines[index].lessonLine : expected.extraLine
            result.append(SnippetResult.Line(lessonLine: lessonLine, verdict: verdict, expected: want, actual: got))
        }
        return result
    }

    /// Why the output does not match: the first output comment a translation left
    /// out where its source has one, else the non-matching verdicts counted.
    static func mismatch(_ expected: [ExpectedOutput.Line], _ lines: [SnippetResult.Line], language: String) -> String {
        guard let source = expected.lazy.compactMap(\.missing).first else {
            let widths = lines.compactMap { line in
                line.verdict == .differs ? line.expected.flatMap { want in line.actual.flatMap { OutputConvention.widthDifference(want, $0) } }
                    .map { "line \(line.lessonLine) \($0)" } : nil
            }
            return "output differs from what the snippet prints (\(tally(lines, language: language)))"
                + (widths.isEmpty ? "" : ": " + widths.joined(separator: "; "))
        }
        return "missing expected output: the source has an output comment after this statement (\(source)), this translation none (\(tally(lines, language: language)))"
    }

    /// "1 bayat, 2 eksik", "1 differs": the non-matching verdicts, counted in the words
    /// of the lesson's language.
    static func tally(_ lines: [SnippetResult.Line], language: String) -> String {
        [SnippetResult.Verdict.differs, .missing, .extra].compactMap { verdict in
            let count = lines.filter { $0.verdict == verdict }.count
            return count == 0 ? nil : "\(count) \(verdict.word(in: language))"
        }.joined(separator: ", ")
    }
}
