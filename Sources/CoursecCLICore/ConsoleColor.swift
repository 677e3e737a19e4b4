/// ANSI colours for a terminal: added after the text is made safe to show
/// (`withVisibleControls`), so these escapes are the only ones that reach it.
enum ConsoleColor: String {
    case red = "1;31"
    case yellow = "1;33"
    case green = "32"

    static func paint(_ text: String, _ color: ConsoleColor) -> String {
        "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m"
    }

    /// The line with its first `error:` label red, or `warning:` yellow: where a message
    /// starts (`error: …`) or follows a place (`file:12: error: …`).
    static func labels(in line: String) -> String {
        // A detail line (`  12 bayat  expected: … | actual: …`) holds the lesson's text, not a label.
        guard !line.hasPrefix(" ") else { return line }
        for (label, color) in [("error:", ConsoleColor.red), ("warning:", .yellow)] {
            if line.hasPrefix(label) { return paint(label, color) + line.dropFirst(label.count) }
            if let range = line.range(of: ": " + label) {
                return line[..<range.lowerBound] + ": " + paint(label, color) + line[range.upperBound...]
            }
        }
        return line
    }
}
