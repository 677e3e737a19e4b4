import Foundation

/// A Swift-DocC book's hidden test twin of a listing: the HTML comment after it,
///
///     <!--
///       - test: `name`
///
///       ```swifttest
///       -> shown code        >> hidden code
///       <- shown output      << hidden output
///       !$ error: message    !! the source line it is about
///       xx assert            (the program stops here by a runtime trap)
///       ```
///     -->
///
/// The harness that ran these was never published; what each marker means is read
/// from the book's listings themselves. `/>` and `</` (a comment the harness turned
/// into a check) state values, not output, and are left out: the listing's comment
/// says the same thing to the reader. `<<` lines are output the reader is not shown
/// (mostly of hidden prints), so only `<-` lines are a listing's stated output.
struct HiddenTest: Equatable {
    enum Marker: String {
        case shown = "->"
        case hidden = ">>"
        case shownOutput = "<-"
        case hiddenOutput = "<<"
        case diagnostic = "!$"
        case diagnosticSource = "!!"
        case checkedComment = "/>"
        case checkedValue = "</"
        /// The program must stop by a runtime trap here (`xx assert`, `xx fatal error`):
        /// the word after it names the kind, never a message to compare.
        case expectedTrap = "xx"
    }

    struct Line: Equatable {
        var marker: Marker
        var text: String
    }

    /// A marker mistyped (`> x` or `>>x` where `>> x` is meant), read as the marker meant,
    /// at its row of the comment (0 its first), for the import to warn at the book's line.
    struct Typo: Equatable {
        var row: Int
        var message: String
    }

    /// The test names: listings that share one are one program.
    var names: [String]
    var lines: [Line]
    var typos: [Typo] = []

    /// Reads an HTML comment as a hidden test; nil when it is some other comment.
    init?(comment: String) {
        let rows = comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let testRow = rows.first(where: { $0.trimmingLeadingSpaces.hasPrefix("- test:") }) else { return nil }
        // `a, b`: the listing belongs to both tests.
        names = testRow.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .flatMap { $0.element.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            .filter { !$0.isEmpty }
        guard !names.isEmpty else { return nil }
        lines = []
        var inside = false
        var indent = 0
        var last: Marker?
        for (number, row) in rows.enumerated() {
            let trimmed = row.trimmingLeadingSpaces
            if trimmed.hasPrefix("```") {
                inside = trimmed.hasPrefix("```swifttest") && !inside
                indent = row.count - trimmed.count
                last = nil
                continue
            }
            guard inside else { continue }
            let text = row.count > indent ? String(row.dropFirst(indent)) : row.trimmingLeadingSpaces
            let head = String(text.prefix(2))
            if let marker = Marker(rawValue: head), text.count == 2 || text.dropFirst(2).first == " " {
                lines.append(Line(marker: marker, text: String(text.dropFirst(3))))
                last = marker
            } else if let (marker, body, typo) = Self.mistyped(text) {
                // At the markers' column, a line no marker starts would be taken for the line
                // before it going on; a typo of a marker is read as the marker, with a warning.
                lines.append(Line(marker: marker, text: body))
                typos.append(Typo(row: number, message: typo))
                last = marker
            } else if let last {
                // A continuation line of a multi-line statement: indented past the marker.
                // The book marks every hidden line with `>>`: an unmarked line after one is shown code.
                let body = text.hasPrefix("   ") ? String(text.dropFirst(3)) : text.trimmingLeadingSpaces
                lines.append(Line(marker: last == .hidden ? .shown : last, text: body))
            }
        }
    }

    /// A line at the markers' column that starts with a marker mistyped: one `>` where the
    /// hidden marker `>>` is meant (`> let x = 1`, the one marker whose single character
    /// no line of code starts with), or a marker with no space after it (`>>let x = 1`,
    /// `->print(x)`); `!!` is not, as it quotes swiftc's lines whole (`!!-`). Nil for a line
    /// that is none: it goes on the line before it, as an indented one does.
    static func mistyped(_ text: String) -> (Marker, String, String)? {
        if text.hasPrefix("> ") || text == ">" {
            return (.hidden, String(text.dropFirst(2)), "hidden-test line starts with '>': read as '>>', a hidden line")
        }
        let head = String(text.prefix(2))
        guard let marker = Marker(rawValue: head), marker != .diagnosticSource, text.count > 2,
              let next = text.dropFirst(2).first, !next.isWhitespace, !"<>-!".contains(next) else { return nil }
        return (marker, String(text.dropFirst(2)), "hidden-test marker '\(head)' has no space after it: read as '\(head) '")
    }

    /// A test name spelled as a `group=` name allows (letters, digits, `-`, `_`, `.`).
    static func groupName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
    }

    /// The tests of a chapter as groups: a listing that belongs to two tests (`a, b`) makes
    /// them one program, as a lesson block has one group. Each name maps to the first name
    /// of its set in document order.
    static func groups(_ tests: [HiddenTest]) -> [String: String] {
        var parent: [String: String] = [:]
        func root(_ name: String) -> String {
            var name = name
            while let up = parent[name], up != name { name = up }
            return name
        }
        for test in tests {
            for name in test.names where parent[name] == nil { parent[name] = name }
            let first = root(test.names[0])
            for name in test.names.dropFirst() {
                let other = root(name)
                if other != first { parent[other] = first }
            }
        }
        // The earliest name of each set names it: union by first appearance.
        var order: [String: Int] = [:]
        for (index, name) in tests.flatMap(\.names).enumerated() where order[name] == nil { order[name] = index }
        var earliest: [String: String] = [:]
        for name in parent.keys {
            let r = root(name)
            if let known = earliest[r], order[known, default: .max] <= order[name, default: .max] { continue }
            earliest[r] = name
        }
        return parent.keys.reduce(into: [:]) { $0[$1] = groupName(earliest[root($1)] ?? $1) }
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " || $0 == "\t" })) }
}
