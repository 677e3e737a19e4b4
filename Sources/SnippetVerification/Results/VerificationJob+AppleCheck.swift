import CourseModel

extension VerificationJob {
    /// What this job does to `block`, as reports name it.
    func check(of block: CodeBlock) -> SnippetResult.Check {
        switch mode {
        case .run: .run
        case .typecheck, .compileError: .typecheck
        case .parse: .parse
        case .appleTypecheck: block.role == .apple || block.isAppleOnly ? .typecheckApple : .typecheck
        }
    }

    /// An `apple` block is typechecked with the lesson's other Apple code; when every
    /// error is in another block, that block's own result reports it, and this one,
    /// which could not be judged, is skipped rather than failed a second time. A block
    /// with errors of its own lists only those.
    func attributeAppleErrors(_ result: inout SnippetResult, block: CodeBlock) {
        attributeErrors(&result, block: block) {
            "not typechecked: other Apple code of this lesson it is checked with does not typecheck (line \($0))"
        }
    }

    /// The same for any program of several blocks (a group's): `skippedBecause` says why
    /// a block without errors of its own was not judged, given the first error's line.
    func attributeErrors(_ result: inout SnippetResult, block: CodeBlock, skippedBecause: (Int) -> String) {
        guard result.status == .failed, !result.diagnostics.isEmpty else { return }
        let isOwn = { (diagnostic: SnippetResult.Diagnostic) in
            diagnostic.location.file != lesson.file || holds(block, diagnostic.location.line)
        }
        if result.diagnostics.contains(where: isOwn) {
            // Errors in the other blocks are theirs to report: each is listed once.
            result.diagnostics = result.diagnostics.filter(isOwn)
            // The result points at this block's first error, which may be on a fence line.
            if !holds(block, result.line),
               let first = result.diagnostics.first(where: { $0.location.file == lesson.file && holds(block, $0.location.line) }) {
                result.line = first.location.line
                result.reason = first.message
            }
            return
        }
        guard let first = result.diagnostics.first else { return }
        result.status = .skipped
        result.diagnostics = []
        result.check = .skip
        result.line = block.line
        result.reason = skippedBecause(first.location.line)
    }

    /// The block's code lines, and its fences: an `in=` fragment's extension opens on
    /// the opening fence's line and closes on the closing fence's.
    func holds(_ block: CodeBlock, _ line: Int) -> Bool {
        line == block.line || covers(block, line) || line == block.firstCodeLine + block.code.textLines.count
    }
}
