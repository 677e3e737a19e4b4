import Foundation

/// What a listing's hidden test says about it, read line by line: the output it states,
/// the hidden runs of code around it, the errors it expects and whether it traps. The
/// first phase of `ListingEvidence.of`, which decides the listing's role from it.
struct HiddenTestReading {
    /// A run of consecutive hidden lines, before the first shown line or after one.
    struct HiddenRun {
        var beforeShown: Bool
        var lines: [String]
    }

    /// An `error:` the test expects, with the listing's line it quotes, if it quotes one.
    struct ExpectedError {
        var message: String
        var source: String?
    }

    /// The listing's own lines, which a dropped hidden line may repeat.
    let codeLines: [String]
    /// The listing's output (`<-`), less what a dropped hidden line printed.
    private(set) var outputs: [String] = []
    /// What the program may print that the reader is not shown (`<<`).
    private(set) var hiddenOutputs: [String] = []
    private(set) var hiddenRuns: [HiddenRun] = []
    private(set) var errors: [ExpectedError] = []
    private(set) var traps = false
    /// Hidden lines between shown ones (inside a function the listing shows) cannot be
    /// hidden by a lesson, which hides whole blocks only.
    private(set) var hiddenBetweenShown = false

    private var droppedNames: Set<String> = []
    private var droppingOutput = false
    /// A dropped hidden line the listing shows all the same (its test hides a print the
    /// reader is shown): what follows it is printed by the listing.
    private var droppedButShown = false
    private var shownSeen = false
    private var pendingError: String?
    private var continuesHiddenRun = false
    private var hiddenAfterShown = false

    init(_ test: HiddenTest, codeLines: [String]) {
        self.codeLines = codeLines
        for line in test.lines {
            read(line)
            if line.marker != .hidden { continuesHiddenRun = false }
        }
        if let pending = pendingError { errors.append(ExpectedError(message: pending)) }
    }

    private mutating func read(_ line: HiddenTest.Line) {
        switch line.marker {
        case .shown:
            shownSeen = true
            droppingOutput = false
            if hiddenAfterShown { hiddenBetweenShown = true }
        case .hidden:
            readHidden(line.text)
        case .shownOutput:
            if !droppingOutput { outputs.append(line.text) }
        case .hiddenOutput:
            // What hidden code printed, or what a shown statement printed that the
            // reader is not shown: neither is the listing's stated output, but the
            // program may print it (the listing may show a print its test hides).
            if !droppingOutput || droppedButShown { hiddenOutputs.append(line.text) }
        case .diagnostic:
            if line.text.hasPrefix("error: ") {
                if let pending = pendingError { errors.append(ExpectedError(message: pending)) }
                pendingError = String(line.text.dropFirst("error: ".count))
            }
        case .diagnosticSource:
            readDiagnosticSource(line.text)
        case .expectedTrap:
            traps = true
        case .checkedComment, .checkedValue:
            break
        }
    }

    private mutating func readHidden(_ text: String) {
        let trimmed = text.trimmingLeadingSpaces
        // A hidden print or assertion checks a value the listing shows in a comment;
        // its output is the test's, not the listing's. A hidden `let x =` binds the
        // shown line after it: the shown line stands alone, and what used `x` goes.
        if ["print(", "debugPrint(", "assert(", "dump("].contains(where: trimmed.hasPrefix)
            || trimmed.hasSuffix("=")
            || droppedNames.contains(where: { text.containsWord($0) }) {
            if trimmed.hasSuffix("="), let name = Self.boundName(trimmed) { droppedNames.insert(name) }
            droppingOutput = true
            droppedButShown = codeLines.contains { $0.trimmingCharacters(in: .whitespaces) == trimmed }
            continuesHiddenRun = false
            return
        }
        droppingOutput = false
        droppedButShown = false
        // The book's harness ran on macOS; on Linux Foundation brings the same C library.
        let kept = trimmed.hasPrefix("import Darwin") ? "import Foundation" + trimmed.dropFirst("import Darwin".count) : text
        if continuesHiddenRun {
            hiddenRuns[hiddenRuns.count - 1].lines.append(kept)
        } else {
            hiddenRuns.append(HiddenRun(beforeShown: !shownSeen, lines: [kept]))
        }
        if shownSeen { hiddenAfterShown = true }
        continuesHiddenRun = true
    }

    /// Older tests quote swiftc whole: `!! /tmp/swifttest.swift:2:29: error: MESSAGE`;
    /// the `!!` line after an error quotes the listing's line it is at.
    private mutating func readDiagnosticSource(_ text: String) {
        if let match = text.firstMatch(of: #/^\S+\.swift:\d+:\d+: error: (.+)$/#) {
            if let pending = pendingError { errors.append(ExpectedError(message: pending)) }
            pendingError = String(match.1)
        } else if let pending = pendingError {
            errors.append(ExpectedError(message: pending, source: text))
            pendingError = nil
        }
    }

    private static func boundName(_ line: String) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" })
        guard words.count >= 2, words[0] == "let" || words[0] == "var" else { return nil }
        return String(words[1])
    }
}
