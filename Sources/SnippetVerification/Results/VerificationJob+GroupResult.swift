import CourseModel
import Foundation

extension VerificationJob {
    /// The results of a group's program: each block judged from what it printed between
    /// the mark before it and its own (`GroupProgram`), as a block alone would be from its
    /// whole output. A block after the one the program stopped in did not run.
    func groupResults(from outcome: JobOutcome, cached: Bool, limits: VerifierOptions.Limits) -> [SnippetResult] {
        let seconds = outcome.seconds / Double(max(blocks.count, 1))
        guard outcome.compiled, let run = outcome.run else {
            return blocks.map { block in
                var result = SnippetResult(block, in: lesson, status: .passed, seconds: seconds, cached: cached)
                result.check = .run
                judge(&result, block: block, outcome: outcome, cached: cached, limits: limits)
                attributeErrors(&result, block: block) { "not run: another block of its group does not compile (line \($0))" }
                return result
            }
        }
        // A program that broke the marks (or an outcome whose marks cannot be this
        // group's: a forged cache entry) has no output that can be cut into its blocks'.
        if case .wroteMarksOfItsOwn = run.termination { return failedMarks(outcome, seconds: seconds, cached: cached, limits: limits) }
        guard outcome.fits(self) else {
            var broken = outcome
            broken.run?.termination = .wroteMarksOfItsOwn("its marks do not fit its blocks")
            return failedMarks(broken, seconds: seconds, cached: cached, limits: limits)
        }
        let marks = run.marks ?? []
        let bounds = outputBounds(marks: marks, stdout: run.stdout)
        return blocks.enumerated().map { position, block in
            var result = SnippetResult(block, in: lesson, status: .passed, seconds: seconds, cached: cached)
            result.check = .run
            guard position <= marks.count else {
                let stopped = blocks[marks.count]
                return SnippetResult.skipped(block, in: lesson, reason: "not run: its group's program stopped in the block at line \(stopped.line)")
            }
            let (start, end) = bounds[position]
            let finished = position < marks.count
            var part = outcome
            part.run?.stdout = run.stdout.subdata(in: start..<max(end, start))
            if finished {
                // What came after this block's mark is another block's; its own run is over.
                part.run?.termination = .exited(0)
                part.run?.stderr = Data()
            }
            var alone = self
            alone.expected = group?.expected[block.index]
            alone.judge(&result, block: block, outcome: part, cached: cached, limits: limits)
            if alone.expected == nil, let printed = part.run?.stdoutText { result.printed = printed }
            return result
        }
    }

    /// Every block of a program that wrote marks of its own fails, with the same reason:
    /// which block's output a byte was is no longer known.
    private func failedMarks(_ outcome: JobOutcome, seconds: Double, cached: Bool, limits: VerifierOptions.Limits) -> [SnippetResult] {
        let reason = Self.describeFailure(of: "the program", outcome.run!, seconds: limits.runSeconds, bytes: limits.outputBytes)
        return blocks.map { block in
            var result = SnippetResult(block, in: lesson, status: .failed, seconds: seconds, cached: cached)
            result.check = .run
            result.reason = reason
            return result
        }
    }

    /// Each block's bytes of standard output: between the mark before it and its own, but
    /// asynchronous output lands late (a `Task` started in a block prints where the program
    /// next waits, in hidden code or a later block): a judged block whose output is its
    /// expected lines short of the last few also gets those lines when the blocks after it
    /// that are not judged (`typecheck`, `setup` without expected output) print them first.
    private func outputBounds(marks: [Int], stdout: Data) -> [(start: Int, end: Int)] {
        var bounds = blocks.indices.map { position in
            (start: position == 0 || marks.isEmpty ? 0 : min(marks[min(position, marks.count) - 1], stdout.count),
             end: position < marks.count ? min(marks[position], stdout.count) : stdout.count)
        }
        for (position, block) in blocks.enumerated() where position < marks.count {
            guard let expected = group?.expected[block.index] else { continue }
            var last = position
            while last + 1 < min(marks.count, blocks.count), group?.expected[blocks[last + 1].index] == nil { last += 1 }
            guard last > position else { continue }
            let wanted = expected.lines.map { $0.text.trimmingTrailingWhitespace() }
            let own = OutputComparison.lines(String(decoding: stdout[bounds[position].start..<bounds[position].end], as: UTF8.self))
            guard own.count < wanted.count, Array(wanted.prefix(own.count)) == own else { continue }
            guard bounds[position].start <= bounds[position].end, bounds[position].end <= bounds[last].end else { continue }
            let later = stdout[bounds[position].end..<bounds[last].end]
            var cut = later.startIndex
            for _ in own.count..<wanted.count {
                guard let newline = later[cut...].firstIndex(of: UInt8(ascii: "\n")) else { cut = later.endIndex; break }
                cut = newline + 1
            }
            guard cut > later.startIndex,
                  OutputComparison.lines(String(decoding: later[..<cut], as: UTF8.self)) == Array(wanted.dropFirst(own.count))
            else { continue }
            bounds[position].end = cut
            for next in (position + 1)...last { bounds[next].start = min(max(bounds[next].start, cut), bounds[next].end) }
        }
        return bounds
    }

    /// A `swift compile-error` block passes when swiftc rejects the program (the group's
    /// code before it, then the block) with an error on one of the block's own lines, and
    /// gives every error the block states, each on its line where one is named.
    func compileErrorResult(_ block: CodeBlock, outcome: JobOutcome, cached: Bool, limits: VerifierOptions.Limits) -> SnippetResult {
        var result = SnippetResult(block, in: lesson, status: .failed, seconds: outcome.seconds, cached: cached)
        result.check = .typecheck
        if outcome.compiled {
            result.reason = "this 'swift compile-error' block compiles; swiftc must reject it with an error on one of its lines"
            return result
        }
        let diagnostics = diagnostics(of: outcome)
        guard let first = diagnostics.first else {
            result.reason = Self.describeCompileFailure(outcome.compile, limits: limits)
            return result
        }
        let own = diagnostics.filter { $0.location.file == lesson.file && covers(block, $0.location.line) }
        guard !own.isEmpty else {
            result.diagnostics = diagnostics
            result.reason = "swiftc rejects another line than this block's (\(first.location): \(first.message)); a 'swift compile-error' block must fail on one of its own lines"
            return result
        }
        result.diagnostics = own
        let trimmed = { (message: String) in message.trimmingCharacters(in: .whitespaces) }
        var reworded: [String] = []
        for expected in block.expectedErrors {
            let atItsLine = own.filter { expected.line == nil || $0.location.line == expected.line }
            if atItsLine.contains(where: { trimmed($0.message) == expected.message }) { continue }
            // swiftc rejects the line the lesson names, in words of its own release: the
            // listing still shows a line the compiler refuses.
            if !strictMessages, expected.line != nil, let given = atItsLine.first {
                reworded.append("on line \(given.location.line) the lesson expects '\(expected.message)'; this swiftc says '\(trimmed(given.message))'")
                continue
            }
            let place = expected.line.map { " on line \($0)" } ?? ""
            let actual = own.map { "line \($0.location.line): \($0.message)" }.joined(separator: "; ")
            result.line = expected.line ?? block.line
            result.reason = "swiftc does not give the error this block expects\(place), '\(expected.message)'; it gives \(actual)"
            return result
        }
        if !reworded.isEmpty {
            result.note = "swiftc rejects the stated line in other words (--strict-messages fails it): " + reworded.joined(separator: "; ")
        }
        result.status = .passed
        return result
    }
}
