import Foundation

/// Gives back the indentation a scrape stripped: four spaces per open bracket.
///
/// Only code that lost all of it is touched: when any line of a block is
/// indented, the author's indentation survived and is kept as written.
enum CodeReindenter {
    static let unit = "    "

    static func lostIndentation(_ lines: [String]) -> Bool {
        let nonBlank = lines.filter { !$0.allSatisfy(\.isWhitespace) }
        guard !nonBlank.contains(where: { $0.first?.isWhitespace == true }) else { return false }
        return levels(nonBlank).contains { $0 > 0 }
    }

    /// The deepest level written. Past it a line is indented as at it: indentation that
    /// deep no longer helps a reader, and a seed of 10,000 lines of `func f() {` would
    /// otherwise become a block whose text (and every later step's cost) grows with the
    /// square of its lines, 200 MB of spaces (99 s and 3.27 GB to import).
    static let deepestLevel = 16

    /// Each line's depth: the brackets open before it, less the closers it starts with.
    static func levels(_ lines: [String]) -> [Int] {
        var scanner = SwiftLineScanner()
        var depth = 0
        return lines.map { line in
            let scan = scanner.scan(line)
            let level = max(0, depth - scan.leadingClosers)
            depth = max(0, depth + scan.delta)
            return level
        }
    }

    static func reindent(_ lines: [String]) -> [String] {
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        return zip(trimmed, levels(trimmed)).map { line, level in
            line.isEmpty ? "" : String(repeating: unit, count: min(level, deepestLevel)) + line
        }
    }

    /// Re-indents only when the indentation was lost; always drops trailing whitespace.
    static func restore(_ lines: [String]) -> [String] {
        if lostIndentation(lines) { return reindent(lines) }
        return lines.map { String($0.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
    }
}
