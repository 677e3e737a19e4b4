import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension VerificationJob {
    /// A `swift run traps` block passes when its program stops by a runtime trap (SIGILL
    /// on x86-64, SIGTRAP on arm64: a failed `precondition`, `fatalError`, an overflow, an
    /// index out of range) with the block among the backtrace's frames, having printed what
    /// its output says up to there, if it says anything. Exiting, another signal (a bad
    /// pointer's SIGSEGV is no trap) or a trap in the code before the block fails it.
    func judgeTrap(_ result: inout SnippetResult, block: CodeBlock, run: ProcessOutcome, limits: VerifierOptions.Limits) {
        result.status = .failed
        let message = CrashFrame.firstMessage(in: run.stderrText).map(pointingAtLessons)
        switch run.termination {
        case .signaled(let signal) where signal == SIGILL || signal == SIGTRAP:
            let frames = CrashFrame.locations(in: run.stderrText, sources: mappedSources).filter { $0.file == lesson.file }
            if let innermost = frames.first, !frames.contains(where: { covers(block, $0.line) }) {
                result.reason = "the program stops by a runtime trap at \(innermost), before this block" + (message.map { ": " + $0 } ?? "")
                return
            }
            if let expected {
                result.lines = OutputComparison.compare(expected, actual: run.stdoutText)
                if result.lines.contains(where: \.verdict.fails) {
                    result.line = reportLine(of: result.lines, block: block)
                    result.reason = OutputComparison.mismatch(expected.lines, result.lines, language: result.language)
                    return
                }
            }
            result.status = .passed
            result.note = "stops by a runtime trap, as it should" + (message.map { ": " + $0 } ?? "")
        case .exited(let status):
            result.reason = "the snippet must stop by a runtime trap ('swift run traps'), but it exited with status \(status)"
        default:
            result.reason = pointingAtLessons(Self.describeFailure(of: "the snippet", run, seconds: limits.runSeconds, bytes: limits.outputBytes))
                + "; it must stop by a runtime trap ('swift run traps')"
        }
    }
}
