import CourseModel
import CourseParsing

extension VerificationJob {
    /// coursec's own notes on a swiftc error, where the cause is one swiftc cannot see:
    /// a name declared by another program of the lesson, a method whose name or labels
    /// are one typo away from the protocol requirement it was meant to meet.
    func hints(for error: SnippetResult.Diagnostic) -> [SnippetResult.Note] {
        [declaredElsewhere(error), nearMiss(error)].compactMap { $0 }
    }

    /// `cannot find 'ayse' in scope` where an earlier block of the lesson, not part of
    /// this program, declares `ayse`: each `swift run` is a program of its own.
    private func declaredElsewhere(_ error: SnippetResult.Diagnostic) -> SnippetResult.Note? {
        guard error.location.file == lesson.file, let name = Self.quotedName(in: error.message, between: ["cannot find '", "cannot find type '"], and: "' in scope") else {
            return nil
        }
        let own = Set(blocks.map(\.index))
        let programs: Set<BlockRole> = [.run, .setup, .typecheck]
        for block in lesson.blocks where programs.contains(block.role) && !own.contains(block.index) && block.line < error.location.line {
            guard let line = Self.declarationLine(of: name, in: block.code) else { continue }
            return SnippetResult.Note(
                location: SourceLocation(file: lesson.file, line: block.firstCodeLine + line - 1), column: 0,
                message: "'\(name)' is declared in an earlier block, but each 'swift \(block.role.rawValue)' is a program of its own: give the blocks one group=NAME, or put '\(name)' in a 'swift file=' block")
        }
        return nil
    }

    /// `type 'V' does not conform to protocol 'Sync'`, with swiftc's note `protocol
    /// requires function 'render(model:)'`: the method of the same file whose name and
    /// labels are nearest to the requirement, if one typo away, is where the author looks.
    private func nearMiss(_ error: SnippetResult.Diagnostic) -> SnippetResult.Note? {
        guard error.message.hasPrefix("type '"), let named = error.message.range(of: "does not conform to protocol '"),
              let source = mappedSources.first(where: { $0.origin.file == error.location.file && covers(error.location.line, of: $0) })
        else { return nil }
        let proto = String(error.message[named.upperBound...].prefix { $0 != "'" })
        // The requirement's own declaration (in a protocol of the same file) is no candidate.
        let requirements = error.notes.compactMap { note in
            Self.quotedName(in: note.message, between: ["protocol requires function '"], and: nil).map { (name: $0, at: note.location) }
        }
        let methods = Self.methods(in: source.code).map { (signature: $0.signature, at: source.location(ofLine: $0.line)) }
        for requirement in requirements {
            let candidates = methods.filter { $0.at != requirement.at }
            guard !candidates.contains(where: { $0.signature == requirement.name }),
                  let guess = NearestWord.nearest(to: requirement.name, among: candidates.map(\.signature)),
                  let method = candidates.first(where: { $0.signature == guess }) else { continue }
            return SnippetResult.Note(
                location: method.at, column: 0,
                message: "'\(guess)' is not '\(requirement.name)', which protocol '\(proto)' requires: check its name and argument labels")
        }
        return nil
    }

    private func covers(_ line: Int, of source: SnippetSource) -> Bool {
        let count = source.code.split(separator: "\n", omittingEmptySubsequences: false).count
        return line >= source.origin.line && line < source.origin.line + count
    }

    /// The text after one of `openings` up to `closing` (or the next `'`).
    static func quotedName(in message: String, between openings: [String], and closing: String?) -> String? {
        for opening in openings {
            guard let start = message.range(of: opening) else { continue }
            let rest = message[start.upperBound...]
            if let closing {
                guard let end = rest.range(of: closing) else { continue }
                return String(rest[..<end.lowerBound])
            }
            return String(rest.prefix { $0 != "'" })
        }
        return nil
    }

    /// The line (1-based, in `code`) where `name` is declared by `let`, `var`, `func`
    /// or a type declaration, read with the one Swift lexer (so not in a comment or a string).
    static func declarationLine(of name: String, in code: String) -> Int? {
        let introducers: Set<String> = ["let", "var", "func", "struct", "class", "enum", "actor", "protocol", "typealias"]
        var line = 1
        var introduced = false
        for token in SwiftLexer.tokens(code) {
            switch token.kind {
            case .newline: line += 1
            case .whitespace: continue
            case .keyword where introducers.contains(token.text): introduced = true; continue
            case .identifier where introduced && token.text == name: return line
            default: break
            }
            introduced = false
        }
        return nil
    }

    /// Every `func` of `code` as swiftc names it (`render(model:)`, `_` for no label), with its line.
    static func methods(in code: String) -> [(signature: String, line: Int)] {
        let tokens = SwiftLexer.tokens(code).filter { $0.kind != .whitespace && $0.kind != .lineComment && $0.kind != .blockComment }
        var found: [(String, Int)] = []
        var line = 1
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .newline { line += 1 }
            guard token.kind == .keyword, token.text == "func", index + 2 < tokens.count,
                  tokens[index + 1].kind == .identifier, tokens[index + 2].text == "(" else {
                index += 1
                continue
            }
            let declared = line
            var labels: [String] = []
            var depth = 0
            var expectsLabel = true
            var cursor = index + 2
            while cursor < tokens.count {
                let part = tokens[cursor]
                if part.kind == .newline { line += 1 }
                if part.text == "(" || part.text == "[" { depth += 1 } else if part.text == ")" || part.text == "]" {
                    depth -= 1
                    if depth == 0 { break }
                } else if depth == 1, part.text == "," {
                    expectsLabel = true
                } else if depth == 1, expectsLabel, part.kind == .identifier || part.kind == .keyword {
                    labels.append(part.text)
                    expectsLabel = false
                }
                cursor += 1
            }
            found.append((tokens[index + 1].text + "(" + labels.map { $0 + ":" }.joined() + ")", declared))
            index = cursor + 1
        }
        return found
    }
}
