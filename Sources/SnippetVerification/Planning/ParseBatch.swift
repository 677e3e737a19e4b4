import CourseModel

/// `parse` checks whose blocks are syntax-checked by one `swiftc -parse` of them all, one
/// after another in one `main.swift`: a parse check's frontend costs about 34 ms to
/// start and next to nothing to parse a listing, and the books have 15 of them.
///
/// Only a shared parse that says nothing at all stands for its members: each then gets
/// what a parse of its block alone gives when it says nothing (status 0, no output).
/// Anything it says (an error, a warning) sends every member to be parsed alone, so every
/// message a snippet gets comes from its own parse, at its own lines, as before.
///
/// For that to hold, no member may make another one parse: each block must end where a
/// file can (brackets balanced, every `#if` closed, no string or block comment left
/// open), and a `;` line follows each, which swiftc rejects after an unfinished
/// statement or declaration (`let x =`, a lone `public` or `@discardableResult`), where
/// the next block would otherwise have finished it.
struct ParseBatch: Sendable {
    var members: [VerificationJob]

    static let largestBatch = 40
    /// What follows each member's block.
    static let separator = "\n;\n"

    /// The one file the batch's parse reads.
    var source: SnippetSource {
        let code = members.map { $0.sources[0].code + Self.separator }.joined()
        return SnippetSource(name: "main.swift", code: code, origin: members[0].sources[0].origin)
    }

    /// The batches of the given `parse` jobs (two members at least each, `width` batches
    /// when there are enough, so every core parses), and the jobs parsed alone.
    static func plan(_ jobs: [VerificationJob], width: Int) -> (batches: [ParseBatch], alone: [VerificationJob]) {
        let (shared, alone) = jobs.reduce(into: ([VerificationJob](), [VerificationJob]())) { split, job in
            if job.mode == .parse, job.sources.count == 1, endsWhereAFileCan(job.sources[0].code) {
                split.0.append(job)
            } else {
                split.1.append(job)
            }
        }
        guard shared.count >= 2 else { return ([], alone + shared) }
        let count = min(max((shared.count + largestBatch - 1) / largestBatch, max(width, 1)), shared.count / 2)
        let batches = (0..<count).map { slot in
            ParseBatch(members: stride(from: slot, to: shared.count, by: count).map { shared[$0] })
        }
        return (batches, alone)
    }

    /// Whether nothing the code opens is left open at its end, so that no later code can
    /// close it: brackets, `#if`, multi-line strings and block comments (a `;` after the
    /// code is then a token of its own, not a string's or a comment's text). An extended
    /// regex literal (`#/`), which may span lines, is not something the lexer knows: code
    /// with one is parsed alone.
    static func endsWhereAFileCan(_ code: String) -> Bool {
        guard !code.contains("#/") else { return false }
        let tokens = SwiftLexer.tokens(code + separator)
        guard MergeShape.place(tokens) != nil,
              let last = tokens.last(where: { $0.kind != .newline && $0.kind != .whitespace }),
              last.kind == .punctuation, last.text == ";" else { return false }
        var conditions = 0
        for token in tokens where token.kind == .directive {
            if token.text == "#if" { conditions += 1 }
            if token.text == "#endif" { conditions -= 1 }
            if conditions < 0 { return false }
        }
        return conditions == 0
    }
}
