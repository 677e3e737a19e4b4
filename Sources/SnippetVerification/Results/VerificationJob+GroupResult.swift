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
        let marks = run.marks ?? []
        return blocks.enumerated().map { position, block in
            var result = SnippetResult(block, in: lesson, status: .passed, seconds: seconds, cached: cached)
            result.check = .run
            guard position <= marks.count else {
                let stopped = blocks[marks.count]
                return SnippetResult.skipped(block, in: lesson, reason: "not run: its group's program stopped in the block at line \(stopped.line)")
            }
            let start = position == 0 ? 0 : marks[position - 1]
            let finished = position < marks.count
            var end = finished ? marks[position] : run.stdout.count
            if finished, group?.expected[block.index] != nil {
                // Hidden setup blocks after it that state no output of their own (a book's
                // `sleep(1)` while a `Task` prints) are where its asynchronous output lands.
                var next = position + 1
                while next < marks.count, blocks[next].role == .setup, group?.expected[blocks[next].index] == nil {
                    end = marks[next]
                    next += 1
                }
            }
            var part = outcome
            part.run?.stdout = run.stdout.subdata(in: min(start, run.stdout.count)..<min(max(end, start), run.stdout.count))
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
            result.reason = Self.describeFailure(
                of: "swiftc", outcome.compile, seconds: limits.compileSeconds, bytes: limits.outputBytes, memoryKiB: limits.compileMemoryKiB)
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
        for expected in block.expectedErrors {
            let given = own.contains { trimmed($0.message) == expected.message && (expected.line == nil || $0.location.line == expected.line) }
            guard given else {
                let place = expected.line.map { " on line \($0)" } ?? ""
                let actual = own.map { "line \($0.location.line): \($0.message)" }.joined(separator: "; ")
                result.line = expected.line ?? block.line
                result.reason = "swiftc does not give the error this block expects\(place), '\(expected.message)'; it gives \(actual)"
                return result
            }
        }
        result.status = .passed
        return result
    }
}
