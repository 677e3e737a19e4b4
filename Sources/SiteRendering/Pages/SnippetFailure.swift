import CourseModel

/// What a failed snippet's page shows beside it (`build --allow-failures`): why it
/// failed, the compiler's errors at their lesson lines, the expected lines that the
/// program's differ from, and everything it printed, so a reader never takes the
/// lesson's expected output for what the code does.
struct SnippetFailure {
    var results: [SnippetResult]

    /// The `failure` element, or nil when none of the results failed.
    func element(snippets: SnippetRenderer) -> XMLElementValue? {
        let failed = results.filter { $0.status == .failed }
        guard !failed.isEmpty else { return nil }
        var element = XMLElementValue("failure")
        for result in failed {
            if let reason = result.reason {
                element.append(XMLElementValue("reason", text: reason.shown))
            }
            for diagnostic in result.diagnostics {
                element.append(XMLElementValue("diagnostic", ["line": String(diagnostic.location.line)], text: diagnostic.message.shown))
            }
            for line in result.lines where line.verdict != .matches {
                element.append(XMLElementValue("difference", [
                    "verdict": line.verdict.rawValue,
                    "expected": line.expected?.shown,
                    "actual": line.actual?.shown,
                ]))
            }
            if let printed = Self.printed(result) {
                element.append(snippets.plain("printed", code: printed.withVisibleControls))
            }
        }
        return element
    }

    /// What the program printed: a group's unjudged output as it was kept, else the
    /// actual lines of the comparison (matching ones too). Nil when it printed nothing
    /// that was kept (a compiler error: it never ran).
    static func printed(_ result: SnippetResult) -> String? {
        if let printed = result.printed, !printed.isEmpty { return printed }
        let actual = result.lines.compactMap(\.actual)
        return actual.isEmpty ? nil : actual.joined(separator: "\n")
    }
}

private extension String {
    /// A program's output or swiftc's words on a page: XML 1.0 holds no C0 controls,
    /// and bidirectional ones would reorder the line as code is never read.
    var shown: String { withVisibleControls.withVisibleBidiControls }
}
