import CourseModel
import Foundation

/// Gives back the indentation a scrape stripped: four spaces per open bracket.
///
/// Only code that lost all of it is touched: when any line of a block is
/// indented, the author's indentation survived and is kept as written.
enum CodeReindenter {
    static let unit = "    "

    /// The deepest level written. Past it a line is indented as at it: indentation that
    /// deep no longer helps a reader, and a seed of 10,000 lines of `func f() {` would
    /// otherwise become a block whose text (and every later step's cost) grows with the
    /// square of its lines, 200 MB of spaces (99 s and 3.27 GB to import).
    static let deepestLevel = 16

    /// Each line's depth: the brackets open before it, less the closers it starts with.
    static func levels(_ lines: [String]) -> [Int] {
        var depth = 0
        return SwiftLineScanner.scans(LexedListing(lines: lines)).map { scan in
            let level = max(0, depth - scan.leadingClosers)
            depth = max(0, depth + scan.delta)
            return level
        }
    }

    static func reindent(_ lines: [String]) -> [String] {
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        return indent(trimmed, levels(trimmed))
    }

    private static func indent(_ trimmed: [String], _ levels: [Int]) -> [String] {
        zip(trimmed, levels).map { line, level in
            line.isEmpty ? "" : String(repeating: unit, count: min(level, deepestLevel)) + line
        }
    }

    /// Re-indents only when the indentation was lost; always drops trailing whitespace.
    static func restore(_ lines: [String]) -> [String] {
        if let levels = lostLevels(lines) { return indent(lines.map { $0.trimmingCharacters(in: .whitespaces) }, levels) }
        return lines.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
    }

    /// The lines' levels when the block lost its indentation: no line is indented, and some
    /// line stands inside brackets. With no line indented, trimming a line changes no
    /// bracket of it, so these levels are the trimmed lines' too: the block is lexed once.
    private static func lostLevels(_ lines: [String]) -> [Int]? {
        let blank = lines.map(\.isBlank)
        guard !zip(lines, blank).contains(where: { !$1 && $0.first?.isWhitespace == true }) else { return nil }
        let levels = levels(lines)
        return zip(levels, blank).contains { !$1 && $0 > 0 } ? levels : nil
    }
}
