/// A code block of raw text that the text says prints something, and what it says it
/// prints: tried at import (`ListingTrial+Output.swift`), it becomes `swift run` only
/// when it prints that (docs/import.md, "Output evidence").
struct OutputCandidate: Hashable, Sendable {
    /// How the text gives the output, strongest first: a block is tried with each it has.
    enum Evidence: Hashable, Sendable {
        /// A sentence announcing the output (`Çıktı:`, `出力:`, "the program prints:"),
        /// then the lines after it.
        case leadIn(String)
        /// Lines after the code that read as printed lines, not as code or sentences.
        case printedLines
        /// Bare `//` comments below the statements that print (docs/format.md).
        case comments
    }

    /// One segment that holds expected lines: a confirmed output replaces it whole.
    struct Part: Hashable, Sendable {
        var segment: Int
        var lines: [RawLine]
    }

    var evidence: Evidence
    /// The code segment's index among the segments `LessonBodyReader` reads.
    var segment: Int
    /// The raw-text line where the block starts.
    var sourceLine: Int
    /// The code as the lesson holds it.
    var code: String
    /// The info string the block has without this evidence.
    var info: String
    /// The segments after the code that hold the expected lines, in order (none for comments).
    var parts: [Part]

    var expected: [String] { parts.flatMap { $0.lines.map(\.text) } }

    /// The parts that hold exactly the first `count` expected lines, if a part does not have to be cut.
    func parts(holding count: Int) -> [Part]? {
        var taken: [Part] = []
        var total = 0
        for part in parts where total < count {
            taken.append(part)
            total += part.lines.count
        }
        return total == count ? taken : nil
    }

    /// How the evidence reads in the import summary.
    var evidenceDescription: String {
        switch evidence {
        case .leadIn(let sentence): "the lines after '\(sentence)'"
        case .printedLines: "the lines after it"
        case .comments: "its // comments"
        }
    }
}
