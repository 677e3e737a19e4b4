import CourseModel
import Foundation

/// Rebuilds the whole file after every step of a tutorial from the excerpts a
/// page shows.
///
/// An excerpt prints the lines that stay the same with their line numbers and
/// the lines the step adds or changes without. The first excerpt of a file
/// shows it whole: its numbered lines are the file before the step, a skipped
/// number a blank line the scrape lost. A later excerpt is a patch: its
/// numbered lines are anchored, by text, to the file after the previous step;
/// what lay between two anchors is replaced by the unnumbered lines between
/// them. A skip in the numbering where nothing changed is a blank line that
/// the previous steps lost too, so it is put back in every version that had
/// both neighbours.
///
/// Every line ever written is kept once, in file order, with the step that
/// added it and the step that removed it; the file after step k is the lines
/// alive at k.
struct TutorialFileBuilder: Sendable {
    private struct Record: Sendable {
        var text: String
        var born: Int
        var died: Int?
        func isAlive(at step: Int) -> Bool { born <= step && (died.map { $0 > step } ?? true) }
        var isBlank: Bool { text.isEmpty }
    }

    private var records: [Record] = []
    private(set) var steps = 0
    let fileName: String

    init(fileName: String) { self.fileName = fileName }

    /// The file after `step`, re-indented by bracket depth (its indentation never survives a listing).
    func file(afterStep step: Int) -> String {
        let lines = records.filter { $0.isAlive(at: step) }.map(\.text)
        return CodeReindenter.reindent(lines).joined(separator: "\n") + "\n"
    }

    /// The 1-based lines of the file after `step` that the step itself wrote (the
    /// excerpt's unnumbered lines), with the blank lines between two of them: one
    /// added declaration reads as one highlighted run.
    func addedLines(atStep step: Int) -> [Int] {
        let alive = records.filter { $0.isAlive(at: step) }
        let written = alive.indices.filter { alive[$0].born == step && !alive[$0].isBlank }
        var lines: [Int] = []
        for (index, line) in written.enumerated() {
            if index > 0, alive[(written[index - 1] + 1)..<line].allSatisfy(\.isBlank) {
                lines += (written[index - 1] + 1)..<line
            }
            lines.append(line)
        }
        return lines.map { $0 + 1 }
    }

    /// Applies the next step's excerpt. `line` is where the excerpt starts in the raw text, for errors.
    mutating func apply(_ excerpt: [ListingLine], source: SourceLocation) throws(CourseError) {
        steps += 1
        let step = steps
        let excerpt = excerpt.map { ListingLine(number: $0.number, text: Self.normalized($0.text)) }
        if !records.contains(where: { $0.isAlive(at: step - 1) }) {
            records = try Self.base(from: excerpt, source: source)
        }
        let anchors = try anchor(excerpt, step: step, source: source)
        // Regions are patched from the last to the first so earlier record indices stay valid.
        var pieces: [(from: Int?, to: Int?, added: [String], gap: Int?)] = []
        var pending: [String] = []
        var previous: (record: Int, number: Int)?
        for (position, line) in excerpt.enumerated() {
            guard let number = line.number, let record = anchors[position] else {
                if !line.text.isEmpty { pending.append(line.text) }
                continue
            }
            pieces.append((previous?.record, record, pending, previous.map { number - $0.number - 1 }))
            pending = []
            previous = (record, number)
        }
        pieces.append((previous?.record, nil, pending, nil))
        for piece in pieces.reversed() {
            patch(from: piece.from, to: piece.to, added: piece.added, gap: piece.gap, step: step)
        }
    }

    /// Step 1's numbered lines, with a blank line wherever a number is skipped.
    private static func base(from excerpt: [ListingLine], source: SourceLocation) throws(CourseError) -> [Record] {
        var base: [Record] = []
        for line in excerpt {
            guard let number = line.number else { continue }
            guard number > base.count else {
                throw CourseError("listing line \(number) comes after line \(base.count); a listing's numbers must grow", at: source)
            }
            while base.count < number - 1 { base.append(Record(text: "", born: 0)) }
            base.append(Record(text: line.text, born: 0))
        }
        return base
    }

    /// The record each numbered excerpt line stands for: the first by nearness to its
    /// number, each later one the next line of the same text.
    private func anchor(_ excerpt: [ListingLine], step: Int, source: SourceLocation) throws(CourseError) -> [Int?] {
        let alive = records.indices.filter { records[$0].isAlive(at: step - 1) }
        var result: [Int?] = Array(repeating: nil, count: excerpt.count)
        var after = -1
        for (position, line) in excerpt.enumerated() {
            guard let number = line.number else { continue }
            let candidates = alive.enumerated().filter { $0.offset > after && records[$0.element].text == line.text }
            let chosen = after < 0
                ? candidates.min { abs($0.offset - (number - 1)) < abs($1.offset - (number - 1)) }
                : candidates.first
            guard let chosen else {
                throw CourseError("step \(step) of \(fileName): listing line \(number) '\(line.text)' matches no line of the file after step \(step - 1)", at: source)
            }
            result[position] = chosen.element
            after = chosen.offset
        }
        return result
    }

    /// Replaces what lies between two anchors (record indices; nil is the file's edge).
    private mutating func patch(from: Int?, to: Int?, added: [String], gap: Int?, step: Int) {
        let lower = from.map { $0 + 1 } ?? (to ?? records.count)
        let upper = to ?? (from.map { $0 + 1 } ?? records.count)
        let between = (lower..<max(lower, upper)).filter { records[$0].isAlive(at: step - 1) }
        let replaced = between.filter { !records[$0].isBlank }
        let blanks = between.count - replaced.count
        for index in replaced { records[index].died = step }

        if added.isEmpty {
            // Nothing changed here, so a blank line the numbering counts but the file lacks was lost before.
            if let gap, let from, let to, blanks < gap {
                let born = max(records[from].born, records[to].born)
                records.insert(contentsOf: Array(repeating: Record(text: "", born: born), count: gap - blanks), at: from + 1)
            }
            return
        }
        var lines = Self.withBlanksBetweenDeclarations(added)
        var insertAt: Int
        if let first = replaced.first {
            insertAt = first
        } else if Self.isDeclarationBlock(added) {
            // A new declaration is set apart the way its neighbours were, or after a closing brace.
            insertAt = between.last.map { $0 + 1 } ?? lower
            if blanks > 0 {
                lines += Array(repeating: "", count: blanks)
            } else if let from, records[from].text == "}" {
                lines.insert("", at: 0)
            }
        } else {
            insertAt = lower
        }
        let present = blanks + lines.filter(\.isEmpty).count
        var lostBlanks = 0
        if let gap, present < gap {
            if replaced.isEmpty, !Self.isDeclarationBlock(added), from != nil, to != nil {
                // Statements join the line before them, so a blank the numbering counts after
                // them stood between the two anchors before this step: an earlier step lost it.
                lostBlanks = gap - present
            } else {
                lines += Array(repeating: "", count: gap - present)
            }
        }
        records.insert(contentsOf: lines.map { Record(text: $0, born: step) }, at: insertAt)
        if lostBlanks > 0, let from, let to {
            let born = max(records[from].born, records[to + lines.count].born)
            records.insert(contentsOf: Array(repeating: Record(text: "", born: born), count: lostBlanks), at: insertAt + lines.count)
        }
    }

    /// A declaration with a body (a function, a type), which blank lines set apart; a one-line
    /// property is a statement for layout's sake.
    private static func isDeclarationBlock(_ lines: [String]) -> Bool {
        lines.count > 1 && CodeShape.startsDeclaration(lines[0]) && lines.last == "}"
    }

    /// Blank lines inside added code were lost too: one goes back before a declaration that follows a closing brace.
    private static func withBlanksBetweenDeclarations(_ lines: [String]) -> [String] {
        let levels = CodeReindenter.levels(lines)
        var result: [String] = []
        for (index, line) in lines.enumerated() {
            if index > 0, lines[index - 1] == "}", levels[index - 1] == levels[index], CodeShape.startsDeclaration(line) {
                result.append("")
            }
            result.append(line)
        }
        return result
    }

    private static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
