import CourseModel
import CoursecSupport
import Foundation

extension VerificationJob {
    /// The results of the job's blocks, judged from what swiftc and the program did.
    func results(from outcome: JobOutcome, cached: Bool, limits: VerifierOptions.Limits) -> [SnippetResult] {
        if mode == .compileError { return blocks.map { compileErrorResult($0, outcome: outcome, cached: cached, limits: limits) } }
        // A trapping block of a group is judged alone, from a program of the group's code before it.
        if group != nil, !(blocks.count == 1 && blocks[0].expectsTrap) { return groupResults(from: outcome, cached: cached, limits: limits) }
        return blocks.map { block in
            var result = SnippetResult(block, in: lesson, status: .passed, seconds: outcome.seconds, cached: cached)
            result.check = check(of: block)
            judge(&result, block: block, outcome: outcome, cached: cached, limits: limits)
            if mode == .appleTypecheck { attributeAppleErrors(&result, block: block) }
            return result
        }
    }

    func judge(_ result: inout SnippetResult, block: CodeBlock, outcome: JobOutcome, cached: Bool, limits: VerifierOptions.Limits) {
        guard outcome.compiled else {
            result.status = .failed
            result.diagnostics = diagnostics(of: outcome)
            if let first = result.diagnostics.first {
                result.reason = first.message
                // The result points at this block's line of the error, when the error is in it.
                if let own = result.diagnostics.first(where: { $0.location.file == lesson.file && covers(block, $0.location.line) }) {
                    result.line = own.location.line
                    result.reason = own.message
                } else if first.location.file == lesson.file, blocks.count == 1 {
                    result.line = first.location.line
                }
            } else {
                result.reason = Self.describeCompileFailure(outcome.compile, limits: limits)
                // Such a failure is cached (`JobOutcome.isCacheable`); the author may know better.
                if cached, outcome.compileHitItsLimit {
                    let before = outcome.compile.termination == .timedOut ? "timed out" : "ran out of memory"
                    result.reason! += " (cached: the same inputs \(before) before; run with --no-cache to try again)"
                }
            }
            return
        }
        guard mode == .run, let run = outcome.run else { return }
        if block.expectsTrap { return judgeTrap(&result, block: block, run: run, limits: limits) }
        switch run.termination {
        case .exited, .signaled:
            // Also after a crash: the lines it got through show how far it came.
            if let expected {
                result.lines = OutputComparison.compare(expected, actual: run.stdoutText)
            }
        case .timedOut, .outputCapExceeded, .memoryCapExceeded, .notStarted, .unwatched, .wroteMarksOfItsOwn:
            break
        }
        result.ranToCompletion = run.succeeded
        if !run.succeeded {
            result.status = .failed
            var reason = pointingAtLessons(Self.describeFailure(of: "the snippet", run, seconds: limits.runSeconds, bytes: limits.outputBytes))
            if case .signaled = run.termination, let frame = CrashFrame.location(in: run.stderrText, sources: mappedSources),
               !reason.contains(frame.description) {
                reason += " (at \(frame))"
            }
            result.reason = reason
            return
        }
        if result.lines.contains(where: \.verdict.fails) {
            result.status = .failed
            result.line = reportLine(of: result.lines, block: block)
            result.reason = OutputComparison.mismatch(expected?.lines ?? [], result.lines, language: result.language)
        } else if result.lines.contains(where: { $0.verdict == .unread }), !result.lines.contains(where: { $0.verdict == .matches }) {
            // Nothing of its output was read: neither passed nor failed.
            result.status = .skipped
            result.reason = "not read: no convention of this book matches its output comments"
        }
    }

    /// An `output` block's mismatch is reported at its fence; a comment's at the
    /// first comment line that is not uyumlu, where the author has to look.
    func reportLine(of lines: [SnippetResult.Line], block: CodeBlock) -> Int {
        guard let expected else { return block.line }
        guard expected.form == .block else {
            return lines.first(where: \.verdict.fails)?.lessonLine ?? block.line
        }
        return expected.lines.first.map { $0.lessonLine - 1 } ?? expected.extraLine - 1
    }

    /// `Snippet/main.swift:2: Fatal error: boom` names a line of the job's file; the author
    /// edits the lesson, so the message names the lesson line instead.
    func pointingAtLessons(_ message: String) -> String {
        var text = message
        for source in mappedSources {
            guard let range = text.range(of: source.name + ":") else { continue }
            let digits = text[range.upperBound...].prefix { $0.isNumber }
            guard let line = Int(digits) else { continue }
            let end = text.index(range.upperBound, offsetBy: digits.count)
            // Swift 6 runtimes name the file by #fileID: `Snippet/main.swift`.
            let module = "Snippet/"
            let start = text[..<range.lowerBound].hasSuffix(module) ? text.index(range.lowerBound, offsetBy: -module.count) : range.lowerBound
            text.replaceSubrange(start..<end, with: source.location(ofLine: line).description)
            break
        }
        return text
    }

    func covers(_ block: CodeBlock, _ line: Int) -> Bool {
        let count = block.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return line >= block.firstCodeLine && line < block.firstCodeLine + max(count, 1)
    }

    func diagnostic(_ error: CompilerDiagnostic) -> SnippetResult.Diagnostic {
        SnippetResult.Diagnostic(location: location(error.fileName, error.line), column: error.column, message: error.message)
    }

    /// swiftc's errors at the author's places, each with its notes and fix-its there
    /// (a note in a file the author does not have, such as the standard library's, is
    /// left out) and coursec's hints (`VerificationJob+Hints.swift`).
    func diagnostics(of outcome: JobOutcome) -> [SnippetResult.Diagnostic] {
        let notes = CompilerNote.byError(in: outcome.compile.stderrText + outcome.compile.stdoutText)
        return outcome.errors.map { error in
            var mapped = diagnostic(error)
            mapped.notes = (notes[error] ?? []).compactMap { note in
                guard mappedSources.contains(where: { $0.name == note.fileName }) else { return nil }
                return SnippetResult.Note(location: location(note.fileName, note.line), column: note.column, message: note.message)
            }
            mapped.notes += hints(for: mapped)
            return mapped
        }
    }

    private func location(_ fileName: String, _ line: Int) -> SourceLocation {
        let source = mappedSources.first { $0.name == fileName }
        return source?.location(ofLine: line) ?? SourceLocation(file: fileName, line: line)
    }

    /// Why swiftc failed with no error at a line, in one sentence: the linker's own
    /// error when the link failed, since the driver's first line says only "link command
    /// failed"; never a warning, which the driver prints before it.
    static func describeCompileFailure(_ outcome: ProcessOutcome, limits: VerifierOptions.Limits) -> String {
        describeFailure(
            of: "swiftc", outcome, seconds: limits.compileSeconds, bytes: limits.outputBytes, memoryKiB: limits.compileMemoryKiB,
            message: CompilerDiagnostic.failureMessage(in: outcome.stderrText + outcome.stdoutText))
    }

    /// Why a process did not succeed, in one sentence; `message`, what it said, when the
    /// caller knows better than its first line of standard error.
    static func describeFailure(
        of what: String, _ outcome: ProcessOutcome, seconds: Double, bytes: Int, memoryKiB: Int = 0, message: String? = nil
    ) -> String {
        let detail = (outcome.machineMessage ?? message ?? CrashFrame.firstMessage(in: outcome.stderrText)).map { ": " + $0 } ?? ""
        switch outcome.termination {
        case .exited(let status): return "\(what) exited with status \(status)\(detail)"
        case .signaled(let signal): return "\(what) crashed (signal \(signal), \(signalName(signal)))\(detail)"
        case .timedOut:
            let amount = seconds.rounded() == seconds ? String(Int(seconds)) : String(seconds)
            return "\(what) did not finish within \(amount) \(seconds == 1 ? "second" : "seconds") (time limit)"
        case .outputCapExceeded: return "printed more than \(byteCount(bytes))"
        case .memoryCapExceeded: return "\(what) ran out of memory (its limit is \(byteCount(memoryKiB * 1024)) of address space)"
        case .notStarted(0): return "\(what) was not started\(detail)"
        case .notStarted(let error): return "\(what) could not be started (\(String(cString: strerror(error))))\(detail)"
        case .unwatched(let error):
            return "internal error: coursec lost track of \(what) (poll: \(String(cString: strerror(error)))) and killed it"
        case .wroteMarksOfItsOwn(let detail): return "\(Self.marksOfItsOwn) (\(detail))"
        }
    }

    /// The reason every block of a group gets when its program broke the mark protocol.
    static let marksOfItsOwn = "the program wrote marks of its own"

    static func byteCount(_ bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
            SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU",
        ]
        return names[signal] ?? "signal \(signal)"
    }
}
