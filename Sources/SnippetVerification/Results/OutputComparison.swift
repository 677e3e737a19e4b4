import CourseModel

/// Compares a program's standard output with the expected lines, line by line.
enum OutputComparison {
    /// The lines of `text`, trailing whitespace dropped; a final newline ends the last line.
    static func lines(_ text: String) -> [String] {
        text.textLines.map { $0.trimmingTrailingWhitespace() }
    }

    /// One verdict per expected line, then one `extra` per actual line beyond them.
    /// `firstLine` is the lesson line of the first expected line.
    static func compare(expected: String, actual: String, firstLine: Int) -> [SnippetResult.Line] {
        let wanted = lines(expected)
        let printed = lines(actual)
        var result: [SnippetResult.Line] = []
        for index in 0..<max(wanted.count, printed.count) {
            let want = index < wanted.count ? wanted[index] : nil
            let got = index < printed.count ? printed[index] : nil
            let verdict: SnippetResult.Verdict
            switch (want, got) {
            case let (want?, got?): verdict = want == got ? .matches : .differs
            case (_?, nil): verdict = .missing
            default: verdict = .extra
            }
            let lessonLine = firstLine + min(index, wanted.count)
            result.append(SnippetResult.Line(lessonLine: lessonLine, verdict: verdict, expected: want, actual: got))
        }
        return result
    }

    /// "1 bayat, 2 eksik": the non-matching verdicts, counted in the course's words.
    static func tally(_ lines: [SnippetResult.Line]) -> String {
        [SnippetResult.Verdict.differs, .missing, .extra].compactMap { verdict in
            let count = lines.filter { $0.verdict == verdict }.count
            return count == 0 ? nil : "\(count) \(verdict.courseWord)"
        }.joined(separator: ", ")
    }
}
