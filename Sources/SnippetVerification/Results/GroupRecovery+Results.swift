import CourseModel

extension GroupRecovery {
    /// One result per block of the group's program as planned: a block that failed in an
    /// attempt has that attempt's result (its own errors), every other block the last
    /// attempt's (a verdict of its own when that program compiled).
    func results(limits: VerifierOptions.Limits) -> [SnippetResult] {
        var byIndex: [Int: SnippetResult] = [:]
        let hadErrors = attempts.map { Set(($0.blocksWithErrors ?? []).map(\.index)) }
        for (round, attempt) in attempts.enumerated() {
            let judged = round == attempts.count - 1 ? nil : Set(attempt.failingBlocks.map(\.index))
            let results = attempt.job.groupResults(from: attempt.obtained.outcome, cached: attempt.obtained.cached, limits: limits)
            for var result in results where judged?.contains(result.blockIndex) ?? true {
                if round > 0, result.status == .failed, !result.diagnostics.isEmpty, !hadErrors[round - 1].contains(result.blockIndex) {
                    blame(&result, leftOut: attempt.leftOut, before: attempts[round - 1].leftOut.count, in: attempt.job.lesson)
                }
                byIndex[result.blockIndex] = result
            }
        }
        return attempts[0].job.blocks.compactMap { byIndex[$0.index] }
    }

    /// A block without errors in the attempt before that fails without the blocks left
    /// out since fails because of them: its reason names the one that declares a name its
    /// errors quote, else the ones left out last.
    private func blame(_ result: inout SnippetResult, leftOut: [CodeBlock], before: Int, in lesson: Lesson) {
        let quoted = Set(result.diagnostics.flatMap { Self.quotedNames(in: $0.message) })
        for block in leftOut.reversed() {
            guard let name = MergeShape.topLevelNames(in: block.code).sorted().first(where: quoted.contains) else { continue }
            result.reason = (result.reason ?? "") + " ('\(name)' is declared by the block at \(lesson.file):\(block.line), which does not compile and is left out)"
            return
        }
        let last = leftOut[before...].map { "\(lesson.file):\($0.line)" }
        let blocks = last.count == 1 ? "the block at \(last[0]), which does not compile and is" : "the blocks at \(last.joined(separator: ", ")), which do not compile and are"
        result.reason = (result.reason ?? "") + " (it compiles with \(blocks) left out)"
    }

    /// The words swiftc quotes in a message: `cannot find 'total' in scope`.
    static func quotedNames(in message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }
}
