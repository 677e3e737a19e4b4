import CourseModel
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
    ///
    /// In a trailing `//` comment, a heading may also start right after a digit, `+` or a
    /// closing bracket (`// iOS 16+Cleanup`, as after a `}`): prose there puts a space
    /// before a word, so a capitalized word glued to one is the next heading, one word alone
    /// too (`Cleanup`, `Temizlik`), when it is a word in lower case after its capital.
    static func splitTrailingHeading(_ line: String) -> (code: String, heading: String)? {
        let chars = Array(line)
        guard chars.count > 2 else { return nil }
        let comment = commentStart(line).map { line.distance(from: line.startIndex, to: $0) } ?? chars.count
        for index in 1..<chars.count where chars[index].isUppercase {
            let tail = String(chars[index...])
            if chars[index - 1].isLowercase, readsAsTitle(tail) { return (String(chars[..<index]), tail) }
            if index > comment + 2, chars[index - 1].isNumber || "+)]".contains(chars[index - 1]),
               readsAsTitle(tail) || tail.dropFirst().allSatisfy(\.isLowercase) && tail.count >= 3 {
                return (String(chars[..<index]), tail)
            }
        }
        return nil
    }

    /// Where the line's `//` comment starts, outside strings, by the one lexer.
    static func commentStart(_ line: String) -> String.Index? {
        var offset = line.startIndex
        for token in SwiftLexer.tokens(line) {
            if token.kind == .lineComment { return offset }
            offset = line.index(offset, offsetBy: token.text.count)
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
