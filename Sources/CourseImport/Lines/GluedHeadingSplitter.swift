import Foundation

/// Undoes what a scrape does when it drops the break between a code block and
/// the heading after it: `}makeCoordinator()`, `… = textView.textKoordinatörün Yaşam Döngüsü`.
enum GluedHeadingSplitter {
    /// A letter right after a closing brace, outside strings and comments, is never
    /// Swift (`}else` aside): everything from that letter on is the next heading.
    static func splitAfterBrace(_ line: RawLine) -> [RawLine] {
        var scanner = SwiftLineScanner()
        guard let offset = scanner.scan(line.text).gluedAfterBrace.first else { return [line] }
        let code = String(line.text.prefix(offset))
        let rest = String(line.text.dropFirst(offset)).trimmingCharacters(in: .whitespaces)
        let heading = RawLine(text: rest, number: line.number, isGluedHeading: true)
        return [RawLine(text: code, number: line.number)] + splitAfterBrace(heading).map {
            var part = $0
            part.isGluedHeading = true
            return part
        }
    }

    /// The last line of a code block that runs straight into prose: the heading is the
    /// longest tail that starts where a lower-case letter meets an upper-case one and reads
    /// as a title (words only, with a space or a letter outside ASCII, at most eight words).
    static func splitTrailingHeading(_ line: String) -> (code: String, heading: String)? {
        let chars = Array(line)
        guard chars.count > 2 else { return nil }
        for index in 1..<chars.count where chars[index - 1].isLowercase && chars[index].isUppercase {
            let tail = String(chars[index...])
            if readsAsTitle(tail) { return (String(chars[..<index]), tail) }
        }
        return nil
    }

    static func readsAsTitle(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...8).contains(words.count), text.first?.isUppercase == true else { return false }
        guard text.contains(" ") || CodeShape.containsNonASCIILetters(text) else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " || "?!'’@-:".contains($0) }
    }
}
