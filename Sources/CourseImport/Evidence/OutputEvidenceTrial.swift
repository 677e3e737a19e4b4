/// Tries the blocks whose raw text says what they print, and tells which print it:
/// a block becomes `swift run` with the first evidence that holds (its `output` block
/// the lines that gave it), and every block tried or left untried is a finding of the
/// import summary at its raw-text line.
struct OutputEvidenceTrial {
    /// By code segment: the evidence that held, its parts only those that hold what it prints.
    private(set) var confirmed: [Int: OutputCandidate] = [:]
    private(set) var findings: [BookImportReport.Finding] = []

    /// `support`: the lesson's elements as imported; its `swift file=` blocks are compiled
    /// into every program of the lesson, so into the trial too.
    init(file: String, candidates: [OutputCandidate], support: [LessonElement], trial: ListingTrial?) {
        let segments = Set(candidates.map(\.segment)).sorted()
        guard let trial else {
            for segment in segments {
                guard let first = candidates.first(where: { $0.segment == segment }) else { continue }
                findings.append(.init(.note, file: file, line: first.sourceLine,
                    "stays \(first.info): not tried at import, so \(first.evidenceDescription) are not taken for what it prints"))
            }
            return
        }
        let supportBlocks = support.compactMap { element -> String? in
            guard case .snippet(let info, let code, _) = element, info.hasPrefix("swift file=") else { return nil }
            return LessonMarkdownWriter.fence(info: info, code: code)
        }
        let tried = Array(zip(candidates, trial.outcomes(of: candidates, support: supportBlocks)))
        // After a lead-in, lines that read as code may be output; when they are a block of
        // their own that a trial confirmed as the output of the block before, they are that.
        var claimed: Set<Int> = []
        for segment in segments where !claimed.contains(segment) {
            let block = tried.filter { $0.0.segment == segment }
            guard let first = block.first?.0 else { continue }
            if let (candidate, count) = block.lazy.compactMap({ tried -> (OutputCandidate, Int)? in
                guard case .prints(let count) = tried.1 else { return nil }
                return (tried.0, count)
            }).first {
                var kept = candidate
                kept.parts = candidate.parts(holding: count) ?? []
                confirmed[segment] = kept
                claimed.formUnion(kept.parts.map(\.segment))
                findings.append(.init(.note, file: file, line: first.sourceLine, "swift run: tried at import, " + Self.printed(count, by: candidate)))
            } else {
                let reasons = block.compactMap { candidate, outcome in outcome.reason.map { (candidate.evidenceDescription, $0) } }
                let said = Set(reasons.map(\.1)).count == 1
                    ? reasons[0].1
                    : reasons.map { "with \($0.0), \($0.1)" }.joined(separator: "; ")
                findings.append(.init(.note, file: file, line: first.sourceLine, "stays \(first.info): tried at import, \(said)"))
            }
        }
    }

    private static func printed(_ count: Int, by candidate: OutputCandidate) -> String {
        let lines = count == 1 ? "the line" : "the \(count) lines"
        switch candidate.evidence {
        case .leadIn(let sentence): return "it prints \(lines) after '\(sentence)'"
        case .printedLines: return "it prints \(lines) after it"
        case .comments: return "it prints what its // comments say"
        }
    }
}
