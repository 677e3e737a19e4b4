import CourseModel

/// A listing's `//` comments and the code around them, as `SwiftLexer` reads it:
/// where each comment stands among the code tokens, how deep inside brackets, and
/// which top-level statements print. Output comments are read from this
/// (docs/format.md, "Expected output in comments"); a translation's are found by
/// matching its code tokens with its source's.
struct ListingComments {
    struct Comment: Equatable {
        /// 0-based line of the listing.
        var line: Int
        /// The text after `//` and one space.
        var text: String
        /// Whether code stands before it on its line.
        var trailing: Bool
        /// Brackets (`(`, `[`, `{`) open where it stands.
        var depth: Int
        /// How many code tokens come before it: a comment's place, which a translation keeps.
        var anchor: Int
    }

    struct CodeToken: Equatable {
        var text: String
        var line: Int
        /// Brackets open before it.
        var depth: Int
    }

    var comments: [Comment] = []
    /// The code outside comments and string text: each string literal is one `""`
    /// token, an interpolation's code stays, as `CodeNormalizer` has it.
    var code: [CodeToken] = []
    /// Whether each line holds anything but whitespace and comments.
    var lineHasCode: [Bool] = []

    /// What prints: a call of one of these, or of a function the listing declares
    /// whose body calls one.
    static let printingFunctions: Set<String> = ["print", "debugPrint", "dump"]

    init(_ source: String) {
        self.init(tokens: SwiftLexer.tokens(source))
    }

    /// `tokens`: a listing's, as `SwiftLexer` reads the whole of it.
    init(tokens: [SwiftToken]) {
        var line = 0
        var depth = 0
        var literals = 0
        var interpolations = 0
        lineHasCode = [false]
        func mark() { lineHasCode[line] = true }
        for token in tokens {
            switch token.kind {
            case .lineComment:
                let trailing = lineHasCode[line]
                let body = token.text.dropFirst(2)
                comments.append(Comment(
                    line: line, text: String(body.hasPrefix(" ") ? body.dropFirst() : body),
                    trailing: trailing, depth: depth, anchor: code.count))
            case .whitespace, .newline, .blockComment:
                break
            case .stringOpen:
                mark()
                if literals == interpolations { code.append(CodeToken(text: "\"\"", line: line, depth: depth)) }
                literals += 1
            case .stringClose:
                literals -= 1
            case .stringText:
                mark()
            case .interpolationOpen:
                interpolations += 1
                code.append(CodeToken(text: "(", line: line, depth: depth))
            case .interpolationClose:
                interpolations -= 1
                code.append(CodeToken(text: ")", line: line, depth: depth))
            default:
                mark()
                code.append(CodeToken(text: token.text, line: line, depth: depth))
                if token.kind == .punctuation {
                    if ["(", "[", "{"].contains(token.text) { depth += 1 }
                    if [")", "]", "}"].contains(token.text) { depth = max(depth - 1, 0) }
                }
            }
            // Only these hold line breaks: the other tokens' bytes need no counting.
            let breaks = switch token.kind {
            case .newline: 1
            case .blockComment, .stringText: token.text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            default: 0
            }
            for _ in 0..<breaks {
                line += 1
                lineHasCode.append(false)
            }
        }
    }

    /// The code tokens' texts: two listings with the same are the same code apart
    /// from comments, string text and spacing.
    var codeTexts: [String] { code.map(\.text) }

    /// For each code token, the index of the first token of the top-level statement
    /// it belongs to. A statement starts with a line's first token outside brackets,
    /// unless that token is a `.` continuing a chain of calls.
    private func statementStarts() -> [Int] {
        var starts: [Int] = []
        var current = 0
        for (index, token) in code.enumerated() {
            let firstOnLine = index == 0 || code[index - 1].line != token.line
            if firstOnLine, token.depth == 0, token.text != "." { current = index }
            starts.append(current)
        }
        return starts
    }

    /// The names of the functions the listing declares whose bodies print (calling
    /// one of `known` or of each other), with `known`.
    ///
    /// In one pass and by binary search, never by scanning each body: a body left open
    /// runs to the listing's end, so 10,000 lines of `func f() {` made 10,000 bodies of
    /// up to 10,000 tokens each (99 s to import).
    func printingNames(_ known: Set<String> = printingFunctions) -> Set<String> {
        var names = known
        var bodies: [(name: String, range: Range<Int>)] = []
        // A `func`'s body opens at the first `{` after it at its depth, and closes at the
        // first `}` after that one at one deeper; both found as the tokens go by.
        var awaitingOpen: [Int: [Int]] = [:]
        var awaitingClose: [Int: [(func: Int, open: Int)]] = [:]
        var opened: [(func: Int, open: Int, close: Int)] = []
        for (index, token) in code.enumerated() {
            if token.text == "{", let waiting = awaitingOpen.removeValue(forKey: token.depth) {
                awaitingClose[token.depth, default: []] += waiting.map { ($0, index) }
            }
            if token.text == "}", let waiting = awaitingClose.removeValue(forKey: token.depth - 1) {
                opened += waiting.map { ($0.func, $0.open, index) }
            }
            if token.text == "func", index + 1 < code.count { awaitingOpen[token.depth, default: []].append(index) }
        }
        opened += awaitingClose.values.flatMap { $0 }.map { ($0.func, $0.open, code.count) }
        for body in opened.sorted(by: { $0.func < $1.func }) {
            bodies.append((code[body.func + 1].text, body.open..<body.close))
        }
        // Each call (a name before `(`), by name, in token order.
        var callsByName: [String: [Int]] = [:]
        for index in code.indices.dropLast() where code[index + 1].text == "(" {
            callsByName[code[index].text, default: []].append(index)
        }
        var grew = true
        while grew {
            grew = false
            let printing = names.flatMap { callsByName[$0] ?? [] }.sorted()
            for body in bodies where !names.contains(body.name) && Self.holds(printing, within: body.range) {
                names.insert(body.name)
                grew = true
            }
        }
        return names
    }

    private func calls(_ names: Set<String>, in range: Range<Int>) -> Bool {
        range.contains { index in index + 1 < code.count && code[index + 1].text == "(" && names.contains(code[index].text) }
    }

    /// Whether sorted `positions` hold one in `range`.
    private static func holds(_ positions: [Int], within range: Range<Int>) -> Bool {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < range.upperBound
    }

    /// The comments that are bare output comments when the listing has no
    /// `// Prints` comment: the runs of whole-line comments outside brackets
    /// directly below a top-level statement that prints (no blank line between), a
    /// statement that calls one of `printing`. A comment after code on its line is
    /// prose (`print(x) // the default terminator`): books write those, and a
    /// translation's are found by its source's. So is a run below a statement that
    /// prints nothing, even the run that ends the listing: the Swift book ends
    /// listings with `// returns a value of 30`.
    func bareOutputComments(printing: Set<String>) -> [Comment] {
        let starts = statementStarts()
        let names = printingNames(printing.union(Self.printingFunctions))
        var result: [Comment] = []
        for comment in comments where !comment.trailing && comment.depth == 0 && comment.anchor > 0 {
            let last = comment.anchor - 1
            let continuesRun = result.last.map { $0.line == comment.line - 1 && $0.anchor == comment.anchor } ?? false
            guard continuesRun || code[last].line == comment.line - 1, calls(names, in: starts[last]..<(last + 1)) else { continue }
            result.append(comment)
        }
        return result
    }
}
