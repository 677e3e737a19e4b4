import Foundation

extension Glossary {
    /// Case-insensitive occurrences of `term`. A term that starts with a Latin letter or
    /// digit must start a word, so `child` is not found in `grandchild`; it may end
    /// inside one, so a Turkish suffix (`delegate'ler`, `Kalıbı` for `kalıb`) still counts.
    public static func occurrences(of term: String, in text: String) -> [Range<String.Index>] {
        guard !term.isEmpty else { return [] }
        let needsWordStart = term.first.map(isWordCharacter) ?? false
        var found: [Range<String.Index>] = []
        var start = text.startIndex
        while let range = text.range(of: term, options: .caseInsensitive, range: start..<text.endIndex) {
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            if !needsWordStart || !(before.map(isWordCharacter) ?? false) { found.append(range) }
            start = range.upperBound
        }
        return found
    }

    /// A letter or digit of a script that separates words with spaces.
    private static func isWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber else { return false }
        return character.unicodeScalars.allSatisfy { $0.value < 0x0250 }
    }

    /// The occurrence widened to the end of its word: a link to a term's entry covers
    /// `delegates` or `temsilcisi`, not just the stem the glossary names.
    public static func wholeWord(_ range: Range<String.Index>, in text: String) -> Range<String.Index> {
        var end = range.upperBound
        while end < text.endIndex, isWordCharacter(text[end]) { end = text.index(after: end) }
        return range.lowerBound..<end
    }
}
