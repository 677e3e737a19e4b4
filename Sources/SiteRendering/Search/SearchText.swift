import Foundation

/// How search text is normalized and cut into terms, for the index written at
/// build time. `templates/search.js` does exactly the same to the query, so a
/// change here must be made there too (SearchTests runs both with node).
///
/// Words of spaced scripts are terms; Japanese, Chinese and Korean text has
/// no spaces between words, so every pair of neighbouring characters is a
/// term (bigrams, the gap mdBook issue #1081 describes): a word of two or more
/// characters is found inside any sentence that contains it.
public enum SearchText {
    /// Text as the index and the query hold it: `lowercase`, then folded for matching.
    public static func normalize(_ text: String, language: String) -> String {
        fold(lowercase(text, language: language))
    }

    /// NFKC (half-width kana and full-width Latin fold to their usual forms),
    /// then lower case by the language's rules: Turkish and Azerbaijani
    /// lower-case `I` to dotless `ı` and `İ` to `i`. Heading ids use this, unfolded,
    /// so they keep the heading's own letters (`iptal-geri-çağrısı`).
    public static func lowercase(_ text: String, language: String) -> String {
        // NFKC. Foundation on Linux leaves a decomposed ト + U+3099 from
        // half-width ﾄﾞ; composing again gives what JavaScript's normalize gives.
        var text = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
        if usesTurkishCasing(language) {
            // Scalar by scalar: Foundation's replacingOccurrences, twice over every
            // lesson's text, was the largest cost of the search index.
            text = replacingScalars(of: text) { $0 == "\u{130}" ? "i" : $0 == "I" ? "\u{131}" : $0 }
        }
        return text.lowercased()
    }

    /// `ı` to `i` and Latin letters without their accents (`ö` to `o`, `ş` to `s`,
    /// `â` to `a`), so a word is found however it was typed: Turkish casing makes
    /// `UIKit` `uıkıt`, which a reader types as `uikit`, and many type `koordinator`
    /// for `koordinatör`. Marks on other scripts stay (`й`, and the kana's ゛).
    ///
    /// The prolonged sound mark `ー` after kana is dropped: katakana words are
    /// written both with and without their final one (コーディネーター and
    /// コーディネータ), and a reader who types either must find both. Half-width
    /// `ｰ` is `ー` by then (NFKC). After a kanji or alone it is kept, as a dash.
    static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        var afterLatin = false
        var afterKana = false
        for scalar in replacingScalars(of: text, { $0 == "\u{131}" ? "i" : $0 }).decomposedStringWithCanonicalMapping.unicodeScalars {
            if afterLatin, (0x300...0x36F).contains(scalar.value) { continue }
            if afterKana, scalar == "\u{30FC}" { continue }
            afterLatin = isLatinLetter(scalar)
            afterKana = (0x3041...0x30FF).contains(scalar.value)
            folded.append(scalar)
        }
        return String(folded).precomposedStringWithCanonicalMapping
    }

    private static func replacingScalars(of text: String, _ replace: (Unicode.Scalar) -> Unicode.Scalar) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { result.append(replace(scalar)) }
        return String(result)
    }

    /// Basic Latin, Latin-1, Latin Extended-A and -B, and Latin Extended Additional letters.
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF: true
        default: false
        }
    }

    public static func usesTurkishCasing(_ language: String) -> Bool {
        let base = language.split(separator: "-").first.map(String.init) ?? language
        return base == "tr" || base == "az"
    }

    /// The distinct terms of `text`, in order of first appearance.
    public static func terms(_ text: String, language: String) -> [String] {
        var terms: [String] = []
        var seen: Set<String> = []
        func add(_ term: String) {
            if seen.insert(term).inserted { terms.append(term) }
        }
        var word = String.UnicodeScalarView()
        var cjkRun: [Unicode.Scalar] = []
        func flush() {
            if !word.isEmpty { add(String(word)) }
            word.removeAll()
            if cjkRun.count == 1 { add(String(cjkRun[0])) }
            if cjkRun.count > 1 {
                for i in 0..<(cjkRun.count - 1) {
                    var pair = String.UnicodeScalarView()
                    pair.append(cjkRun[i])
                    pair.append(cjkRun[i + 1])
                    add(String(pair))
                }
            }
            cjkRun.removeAll()
        }
        for scalar in normalize(text, language: language).unicodeScalars {
            if isCJK(scalar) {
                if !word.isEmpty { flush() }
                cjkRun.append(scalar)
            } else if isWordCharacter(scalar) {
                if !cjkRun.isEmpty { flush() }
                word.append(scalar)
            } else {
                flush()
            }
        }
        flush()
        return terms
    }

    /// Kana, the iteration mark 々, CJK ideographs and Hangul: scripts written without spaces.
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3005, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF:
            true
        default:
            false
        }
    }

    /// Letters, marks and numbers (`[\p{L}\p{M}\p{N}]` in the script's regular expression):
    /// a combining mark, such as the dot of a lower-cased `İ` outside Turkish, stays in its word.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
