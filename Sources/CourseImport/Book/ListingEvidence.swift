import CourseModel
import CourseParsing
import Foundation

/// What a listing becomes, from what the book says about it: its hidden test's
/// name (`group=`), hidden lines (`swift setup` blocks at their place), output lines
/// and expected errors (`swift compile-error`). Nothing is guessed: a listing no
/// test covers keeps a role that claims nothing it cannot show (docs/import.md).
struct ListingEvidence: Equatable {
    /// The listing's role; a `run` that must stop also `traps` (`swift run traps`).
    var role: BlockRole
    var traps = false
    var group: String?
    /// Hidden code run before and after the listing in a group (`swift setup`).
    struct Setup: Equatable {
        var group: String?
        var lines: [String]
        /// The book's line it comes from (its hidden test's), written as `source=N`.
        var source: Int?
    }

    var setupBefore: [Setup] = []
    var setupAfter: [Setup] = []
    /// An `output` block to write after the listing: the test's output lines, when the
    /// listing states none in its comments.
    var output: [String]?
    /// An `output hidden` block to write after it (and its output block): the test's `<<`
    /// lines, which the program may print though the reader is not shown them.
    var hiddenOutput: [String]?
    /// `<!-- error N: … -->` comments to write before the listing.
    var errors: [String] = []
    /// Why the role is not confirmed by the book, for the import summary.
    var unconfirmed: String?
    /// No evidence at all: a listing to try at import time (ListingTrial).
    var triable = false
    /// What trying it proved, when that confirms its role.
    var confirmedByTrial: String?
    /// The group a listing whose hidden lines could not be kept rejoins when it compiles without them.
    var groupIfItCompiles: String?
    /// A listing that states what it prints, which its trial alone did not confirm: it stays
    /// a `run`, and is tried once more after the listing before it (`tryInContext`).
    var failedItsTrial = false
    /// For such a listing: whether it compiled alone (only its output was wrong).
    var compiledAlone = false
    /// Its hidden lines open or close a scope around visible listings (`>> do {` … `>> }`):
    /// its setup blocks do not balance, and its group's program does.
    var inHiddenScope = false

    /// The lines of a test's program, shown and hidden, in order.
    static func program(of test: HiddenTest) -> [String] {
        test.lines.filter { [.shown, .hidden].contains($0.marker) }.map(\.text)
    }

    /// For each listing, whether its test leaves a bracket open or closes one it did not
    /// open, and its group's tests, read in order, close every bracket they open: a hidden
    /// scope across listings.
    static func scopesClosedElsewhere(_ tests: [HiddenTest?], groups: [String: String]) -> [Bool] {
        var programs: [String: [String]] = [:]
        for test in tests.compactMap({ $0 }) {
            programs[groups[test.names[0]] ?? HiddenTest.groupName(test.names[0]), default: []] += program(of: test)
        }
        return tests.map { test in
            guard let test, !isBalanced(program(of: test)),
                  let whole = programs[groups[test.names[0]] ?? HiddenTest.groupName(test.names[0])] else { return false }
            return isBalanced(whole)
        }
    }

    /// Whether the listing says what it prints (`OutputConvention.statesOutput`): such a
    /// listing is a `run` whatever a trial finds, and when it fails, the failure is the report.
    static func statesOutput(_ code: String) -> Bool { OutputConvention.statesOutput(code) }
    /// The info string's words after `swift` but its group (`run traps`), as the import summary counts them.
    var roleWords: String { role.rawValue + (traps ? " traps" : "") }
    var info: String { "swift " + roleWords + (group.map { " group=" + $0 } ?? "") }

    /// A listing that is checked apart from its group's program (it must not compile, or
    /// must stop it): no context for the listings after it.
    var standsApart: Bool { role == .compileError || traps }

    /// The Markdown to write before the listing's fence: its setup blocks, then its
    /// error comments right above it (docs/format.md, `swift compile-error`).
    var before: [[String]] {
        setupBefore.map(\.fenced) + (errors.isEmpty ? [] : [errors])
    }

    /// The Markdown to write after the listing: its output block first (nothing may
    /// stand between a run block and its output), then its setup blocks.
    var after: [[String]] {
        (output.map { [Self.fence(info: "output", lines: $0)] } ?? [])
            + (hiddenOutput.map { [Self.fence(info: "output hidden", lines: $0)] } ?? []) + setupAfter.map(\.fenced)
    }

    static func fence(info: String, lines: [String]) -> [String] {
        LessonMarkdownWriter.fence(info: info, code: lines.map { $0 + "\n" }.joined()).textLines
    }

    /// The evidence of a listing and the hidden test after it, if any.
    /// `scopeClosedElsewhere`: the listing's group, read test by test, closes every bracket
    /// it opens, so a hidden scope this test opens or closes is the other half of one
    /// another listing's test closes or opens (`>> do {` … `>> }` around several listings).
    static func of(code: String, test: HiddenTest?, groups: [String: String] = [:], scopeClosedElsewhere: Bool = false) -> ListingEvidence {
        guard let test else { return untested(code: code) }
        let reading = HiddenTestReading(test, codeLines: code.textLines)
        var evidence = ListingEvidence(role: .typecheck, group: groups[test.names[0]] ?? HiddenTest.groupName(test.names[0]))
        let hiddenWhereNoBlockCan = evidence.placeHiddenRuns(of: reading, scopeClosedElsewhere: scopeClosedElsewhere)
        evidence.settleRole(from: reading, code: code, hiddenWhereNoBlockCan: hiddenWhereNoBlockCan)
        return evidence
    }

    /// The test's hidden runs as setup blocks before and after the listing. Returns whether
    /// some hidden lines stand where no setup block can stand: between the listing's own
    /// lines, or a run that does not balance outside a hidden scope.
    private mutating func placeHiddenRuns(of reading: HiddenTestReading, scopeClosedElsewhere: Bool) -> Bool {
        for run in reading.hiddenRuns {
            let setup = Setup(group: group, lines: run.lines)
            if run.beforeShown { setupBefore.append(setup) } else { setupAfter.append(setup) }
        }
        // A hidden scope: hidden lines before the listing open a bracket that hidden lines
        // after it close (`>> do {` … `>> }`, a type around a shown method), or that another
        // listing's test of the group closes. Its halves are setup blocks, so the group's
        // program keeps the structure; the listing itself must balance. Any other hidden run
        // that does not balance (one that opens a brace the shown code closes) is no block
        // of its own.
        let before = reading.hiddenRuns.filter(\.beforeShown).flatMap(\.lines)
        let after = reading.hiddenRuns.filter { !$0.beforeShown }.flatMap(\.lines)
        let scope = Self.isBalanced(reading.codeLines)
            && (scopeClosedElsewhere || Self.isBalanced(before + reading.codeLines + after))
        guard reading.hiddenRuns.contains(where: { !Self.isBalanced($0.lines) }) else { return reading.hiddenBetweenShown }
        if scope { inHiddenScope = true }
        return reading.hiddenBetweenShown || !scope
    }

    /// The listing's role from what its test says, strongest evidence first.
    private mutating func settleRole(from reading: HiddenTestReading, code: String, hiddenWhereNoBlockCan: Bool) {
        if hiddenWhereNoBlockCan {
            // The listing without its hidden lines may still compile (they often only print):
            // tried, it keeps its group when it does, and is syntax-checked alone when not.
            role = .parse
            groupIfItCompiles = group
            group = nil
            setupBefore = []
            setupAfter = []
            triable = true
            unconfirmed = "its hidden test adds lines (>>) between or around the listing's own, which a lesson cannot hide: syntax-checked only"
        } else if !reading.errors.isEmpty {
            role = .compileError
            errors = reading.errors.map { error in
                let trimmedSource = error.source?.trimmingCharacters(in: .whitespaces)
                if let trimmedSource, let index = reading.codeLines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == trimmedSource }) {
                    return "<!-- error \(index + 1): \(error.message) -->"
                }
                return "<!-- error: \(error.message) -->"
            }
        } else if reading.traps {
            // Verified as stopping, against the group's code before it, outside its run.
            role = .run
            traps = true
            output = reading.outputs.isEmpty ? nil : reading.outputs
        } else if Self.statesOutput(code) {
            role = .run
        } else if !reading.outputs.isEmpty {
            role = .run
            output = reading.outputs
        }
        if role == .run, !reading.hiddenOutputs.isEmpty { hiddenOutput = reading.hiddenOutputs }
    }

    /// A listing no hidden test covers: a placeholder (`<#name#>`) is not Swift, and
    /// anything else is only syntax-checked, reported so a person can give it more.
    static func untested(code: String) -> ListingEvidence {
        if code.contains("<#") && code.contains("#>") {
            return ListingEvidence(role: .ignore, unconfirmed: "a listing with placeholders (<#…#>) is not Swift: not checked")
        }
        return ListingEvidence(role: .parse, unconfirmed: "no hidden test covers this listing: syntax-checked only", triable: true)
    }

    /// The evidence of trying the listing alone: `tried` is the role it proved, if any.
    mutating func record(trial tried: BlockRole?, code: String, because reason: String) {
        triable = false
        let states = Self.statesOutput(code)
        if let group = groupIfItCompiles {
            guard tried != nil else {
                unconfirmed = (unconfirmed ?? reason) + "; tried alone at import without them, it did not compile"
                if states {
                    // The book says what it prints: it stays a run in its group, and verify says how it fails.
                    self.group = group
                    role = .run
                    unconfirmed! += ": kept a run in its group, as its comments say what it prints"
                }
                return
            }
            self.group = group
            role = tried == .run ? .run : .typecheck
            unconfirmed = "its hidden test adds lines (>>) between or around the listing's own, which a lesson cannot hide: tried alone without them, it compiled, so it stays in its group without them"
            return
        }
        switch tried {
        case .run?:
            role = .run
            unconfirmed = nil
            confirmedByTrial = "\(reason): tried alone at import, it printed what its comments say"
        case .typecheck? where states:
            role = .run
            failedItsTrial = true
            compiledAlone = true
            unconfirmed = "\(reason): tried alone at import, it compiled but did not print what its comments say: kept a run, as its comments say what it prints"
        case .typecheck?:
            role = .typecheck
            unconfirmed = "\(reason): tried alone at import, it compiled"
        case nil where states:
            role = .run
            failedItsTrial = true
            unconfirmed = "\(reason): tried alone at import, it did not compile: kept a run, as its comments say what it prints"
        default:
            unconfirmed = "\(reason): tried alone at import, it did not compile: syntax-checked only"
        }
    }

    /// A translation's listing no original aligns with that declares a name the next aligned
    /// listing of a group uses (and does not declare itself) is what that listing needs: it
    /// joins the group, before it, compiled as part of its program (`typecheck`, or `run`
    /// when it says what it prints), not tried alone.
    static func joinExtraDeclarations(_ evidence: inout [ListingEvidence], codes: [String], aligned: Set<Int>) {
        for extra in codes.indices where !aligned.contains(extra) && evidence[extra].triable {
            let names = declaredNames(codes[extra])
            guard !names.isEmpty,
                  let user = codes.indices.first(where: { $0 > extra && aligned.contains($0) && evidence[$0].group != nil && !evidence[$0].standsApart }),
                  let group = evidence[user].group,
                  let needed = names.first(where: { codes[user].containsWord($0) && !declaredNames(codes[user]).contains($0) }) else { continue }
            evidence[extra].group = group
            evidence[extra].role = statesOutput(codes[extra]) ? .run : .typecheck
            evidence[extra].triable = false
            evidence[extra].unconfirmed = "no listing of the original aligns with it, and it declares '\(needed)', which the aligned listing after it uses: compiled in that listing's group"
        }
    }

    /// The names a listing declares at its top level (`let`, `var`, `func`, a type).
    static func declaredNames(_ code: String) -> Set<String> {
        let words: Set<String> = ["let", "var", "func", "struct", "class", "enum", "protocol", "typealias", "actor"]
        var names: Set<String> = []
        var depth = 0
        var expectsName = false
        for token in SwiftLexer.tokens(code) {
            switch token.kind {
            case .whitespace, .newline, .lineComment, .blockComment: continue
            case .punctuation where "{([".contains(token.text): depth += 1
            case .punctuation where "})]".contains(token.text): depth -= 1
            case .keyword where depth == 0 && words.contains(token.text):
                expectsName = true
                continue
            case .identifier where expectsName:
                names.insert(token.text)
            default: break
            }
            expectsName = false
        }
        return names
    }

    /// Whether the lines close every bracket they open, outside strings and comments.
    static func isBalanced(_ lines: [String]) -> Bool {
        var depth = 0
        for token in SwiftLexer.tokens(lines.joined(separator: "\n")) where token.kind == .punctuation {
            switch token.text {
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            default: break
            }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}

extension ListingEvidence.Setup {
    var fenced: [String] {
        ListingEvidence.fence(info: "swift setup" + (group.map { " group=" + $0 } ?? "") + (source.map { " source=\($0)" } ?? ""), lines: lines)
    }
}

extension String {
    /// Whether `word` stands in the text as a whole identifier.
    func containsWord(_ word: String) -> Bool {
        var rest = self[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == startIndex ? nil : self[index(before: range.lowerBound)]
            let after = range.upperBound == endIndex ? nil : self[range.upperBound]
            let isPart: (Character?) -> Bool = { $0.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
            if !isPart(before) && !isPart(after) { return true }
            rest = self[range.upperBound...]
        }
        return false
    }
}
