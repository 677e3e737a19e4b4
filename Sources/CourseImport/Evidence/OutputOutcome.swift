import CourseParsing

/// What trying a block with its output evidence showed.
enum OutputOutcome: Hashable, Sendable {
    /// It printed the first `lines` expected lines and nothing more (for comments, all they say).
    case prints(lines: Int)
    case differs(printed: [String], expected: [String])
    /// swiftc's first error, and the raw-text line it is at when it is in the block.
    case doesNotCompile(message: String, line: Int?)
    /// It compiled but did not run to completion, or could not be tried: why.
    case failed(String)

    /// Why the block keeps its role, in the words of the import summary.
    var reason: String? {
        switch self {
        case .prints: nil
        case .differs(let printed, let expected): "it prints \(Self.quoted(printed)), the lesson says \(Self.quoted(expected))"
        case .doesNotCompile(let message, let line): "it does not compile: \(message)" + (line.map { " (line \($0))" } ?? "")
        case .failed(let why): "it did not run to completion: \(why)"
        }
    }

    /// Printed lines as a `// Prints` comment quotes them; a long output by its first lines.
    static func quoted(_ lines: [String]) -> String {
        guard !lines.isEmpty else { return "nothing" }
        let shown = lines.prefix(4).map(OutputConvention.encode).joined(separator: "\\n")
        return "\"" + shown + (lines.count > 4 ? "\\n…\" (\(lines.count) lines)" : "\"")
    }
}
