import CourseModel
import CourseParsing
import CourseTranslation
import Foundation

/// The listings of a lesson already imported from the original book, as a
/// translation's listings are aligned with them: each visible `swift` block with the
/// setup blocks, output block and error comments written around it. The original's
/// `source=N` lines are its book's, never the translation's: they are not carried over.
struct SourceListing: Equatable {
    var info: String
    var code: String
    var setupBefore: [ListingEvidence.Setup] = []
    var setupAfter: [ListingEvidence.Setup] = []
    var output: [String]?
    var hiddenOutput: [String]?
    var errors: [String] = []

    var words: [String] { info.split(separator: " ").map(String.init) }
    /// The role the info string gives after `swift` (`run` of `swift run traps group=x`);
    /// a bare `swift`, or a word no role has, is a listing to typecheck.
    var role: BlockRole { words.dropFirst().first.flatMap(BlockRole.init(rawValue:)) ?? .typecheck }
    /// `swift run traps`: a run that must stop.
    var traps: Bool { words.dropFirst(2).contains("traps") }
    var group: String? { words.first { $0.hasPrefix("group=") }.map { String($0.dropFirst("group=".count)) } }

    /// The listings of a lesson body, in order.
    static func read(_ text: String) -> [SourceListing] {
        guard let document = try? MarkdownConverter.parse(text) else { return [] }
        var listings: [SourceListing] = []
        var pendingSetups: [ListingEvidence.Setup] = []
        var pendingErrors: [String] = []
        var lastWasListing = false
        for node in document.descendants() {
            switch node.kind {
            case .htmlBlock(let html):
                let comment = html.trimmingCharacters(in: .whitespacesAndNewlines)
                if comment.hasPrefix("<!-- error") { pendingErrors.append(comment) } else { pendingErrors = [] }
                lastWasListing = false
            case .codeBlock(let info, let literal):
                let words = info.split(separator: " ").map(String.init)
                let group = words.first { $0.hasPrefix("group=") }.map { String($0.dropFirst("group=".count)) }
                if words.first == "output", lastWasListing, !listings.isEmpty {
                    if words.dropFirst() == ["hidden"] {
                        listings[listings.count - 1].hiddenOutput = literal.textLines
                    } else {
                        listings[listings.count - 1].output = literal.textLines
                    }
                    continue
                }
                if words.first == "swift", words.count > 1, words[1] == "setup" {
                    let setup = ListingEvidence.Setup(group: group, lines: literal.textLines, source: nil)
                    // Right after a listing of its own group, a setup block belongs to it.
                    if lastWasListing, let last = listings.last, last.group == group {
                        listings[listings.count - 1].setupAfter.append(setup)
                    } else {
                        pendingSetups.append(setup)
                        lastWasListing = false
                    }
                    continue
                }
                guard words.first == "swift" else { lastWasListing = false; continue }
                listings.append(SourceListing(info: info, code: literal, setupBefore: pendingSetups, errors: pendingErrors))
                pendingSetups = []
                pendingErrors = []
                lastWasListing = true
            case .paragraph, .heading, .list, .blockQuote, .table, .thematicBreak:
                lastWasListing = false
                pendingErrors = []
            default:
                continue
            }
        }
        return listings
    }

    /// The evidence this listing gives the translation's `code` it is aligned with.
    func evidence(for code: String) -> ListingEvidence {
        var evidence = ListingEvidence(
            role: role, traps: traps, group: group, setupBefore: setupBefore, setupAfter: setupAfter, output: output, hiddenOutput: hiddenOutput)
        let ours = code.textLines.map { $0.trimmingCharacters(in: .whitespaces) }
        let theirs = self.code.textLines.map { $0.trimmingCharacters(in: .whitespaces) }
        // An error on line N of the original is on the translation's line with the same code.
        evidence.errors = errors.map { comment in
            guard let match = comment.firstMatch(of: #/^<!-- error (\d+): /#), let number = Int(match.1),
                  number >= 1, number <= theirs.count else { return comment }
            let wanted = CodeNormalizer.normalize(theirs[number - 1])
            guard let line = ours.firstIndex(where: { CodeNormalizer.normalize($0) == wanted }), line + 1 != number else { return comment }
            return comment.replacingOccurrences(of: "<!-- error \(number): ", with: "<!-- error \(line + 1): ")
        }
        if role == .run, !traps, output == nil, !code.contains("//") {
            evidence.role = .typecheck
            evidence.unconfirmed = "the original prints what its comments say; this translation has no comments to compare with: compiled in its group, not run"
        }
        return evidence
    }
}

/// Pairs a translation's listings with the original's: equal code (outside comments and
/// strings) first, as a longest common subsequence; between two such pairs, listings
/// left over on both sides in equal numbers pair in order (code the translation changed).
enum ListingAlignment {
    static func align(_ ours: [String], _ theirs: [SourceListing]) -> [Int: Int] {
        let a = ours.map(CodeNormalizer.normalize)
        let b = theirs.map { CodeNormalizer.normalize($0.code) }
        var partners: [Int: Int] = [:]
        var gapOurs: [Int] = []
        var gapTheirs: [Int] = []
        func closeGap() {
            if gapOurs.count == gapTheirs.count { for (o, t) in zip(gapOurs, gapTheirs) { partners[o] = t } }
            gapOurs = []
            gapTheirs = []
        }
        for pair in CommonSubsequence.align(a, b) {
            switch pair {
            case .both(let o, let t):
                closeGap()
                partners[o] = t
            case .onlyFirst(let o): gapOurs.append(o)
            case .onlySecond(let t): gapTheirs.append(t)
            }
        }
        closeGap()
        return partners
    }
}
