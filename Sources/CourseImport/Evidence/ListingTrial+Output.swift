import CourseModel
import Foundation

extension ListingTrial {
    /// Tries each candidate as a `swift run` with its expected output (an `output` block,
    /// or its own comments), in a lesson that holds the imported lesson's support files
    /// (`support`: their fenced blocks), as verify will compile it.
    func outcomes(of candidates: [OutputCandidate], support: [String]) -> [OutputOutcome] {
        let bodies = candidates.map { candidate -> String in
            var blocks = support
            blocks.append(LessonMarkdownWriter.fence(info: "swift run", code: candidate.code))
            if !candidate.parts.isEmpty {
                blocks.append(LessonMarkdownWriter.fence(info: "output", code: LessonStructurer.block(candidate.expected)))
            }
            return blocks.joined(separator: "\n\n") + "\n"
        }
        return zip(candidates, verify(bodies: bodies)).map { candidate, verified in
            guard let (lesson, results) = verified else { return .failed("coursec does not read it as a program with this output") }
            guard let run = lesson.blocks.last(where: { $0.role == .run }),
                  let result = results.first(where: { $0.blockIndex == run.index })
            else { return .failed("it was not verified") }
            return Self.outcome(of: result, block: run, in: lesson, for: candidate)
        }
    }

    /// A run that printed only the first lines of the candidate's and then stopped has
    /// printed those: text with no blank line after the output runs on into prose.
    private static func outcome(of result: SnippetResult, block: CodeBlock, in lesson: Lesson, for candidate: OutputCandidate) -> OutputOutcome {
        if result.status == .passed { return .prints(lines: candidate.parts.isEmpty ? result.lines.count : candidate.expected.count) }
        if let error = result.diagnostics.first {
            let offset = error.location.file == lesson.file ? error.location.line - block.firstCodeLine : -1
            let inBlock = offset >= 0 && offset < candidate.code.split(separator: "\n", omittingEmptySubsequences: false).count
            return .doesNotCompile(message: error.message, line: inBlock ? candidate.sourceLine + offset : nil)
        }
        guard result.status == .failed, result.ranToCompletion else {
            return .failed(result.reason ?? "it was not run")
        }
        let printed = result.lines.compactMap(\.actual)
        let expected = candidate.parts.isEmpty ? result.lines.compactMap(\.expected) : candidate.expected
        let matched = result.lines.prefix { $0.verdict == .matches }.count
        if !candidate.parts.isEmpty, matched > 0, matched == printed.count,
           result.lines.dropFirst(matched).allSatisfy({ $0.verdict == .missing }), candidate.parts(holding: matched) != nil {
            return .prints(lines: matched)
        }
        return .differs(printed: printed, expected: expected)
    }
}
