import Foundation

/// The anchor the site gives a heading: its words, lower-cased by the lesson
/// language's rules, joined by `-`. The site's pages (HeadingSlugs) and the book
/// importer, which turns a book's own anchors into the site's, both ask this one.
public enum HeadingSlug {
    /// Letters and numbers of every script are kept (an XML name allows them);
    /// anything else becomes a single `-`.
    public static func slug(_ text: String, language: String) -> String {
        var slug = ""
        var pendingDash = false
        for scalar in lowercase(text, language: language).unicodeScalars {
            if isWordCharacter(scalar) {
                if pendingDash && !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        if slug.isEmpty { return "section" }
        // An id must start with a letter.
        if let first = slug.unicodeScalars.first, first.properties.numericType != nil { slug = "s-" + slug }
        return slug
    }

    /// NFKC, then lower case by the language's rules, word by word: in Turkish and
    /// Azerbaijani a word with a letter beyond ASCII (`KOORDİNATÖRLER`, `IŞIK`)
    /// lower-cases `I` to `ı` and `İ` to `i`; an all-ASCII word (`SwiftUI`, `UIKit`)
    /// is a name or a code word, and keeps ASCII's `i`.
    public static func lowercase(_ text: String, language: String) -> String {
        // ASCII is its own NFKC, and its words lower-case alike in every language.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        // NFKC. Foundation on Linux leaves a decomposed ト + U+3099 from
        // half-width ﾄﾞ; composing again gives what JavaScript's normalize gives.
        let text = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
        let base = language.split(separator: "-").first.map(String.init) ?? language
        guard base == "tr" || base == "az" else { return text.lowercased() }
        var result = ""
        var word = ""
        func flush() {
            // A word without `I` or `İ` has nothing to replace: Foundation's replacing was
            // two fifths of the slugs of a Turkish course's headings (`perf`).
            if word.unicodeScalars.allSatisfy(\.isASCII) || !word.unicodeScalars.contains(where: { $0 == "I" || $0 == "\u{130}" }) {
                result += word.lowercased()
            } else {
                result += word.replacingOccurrences(of: "\u{130}", with: "i").replacingOccurrences(of: "I", with: "\u{131}").lowercased()
            }
            word = ""
        }
        for character in text {
            if character.unicodeScalars.allSatisfy(isWordCharacter) {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// Letters, marks and numbers of every script: a combining mark, such as
    /// the dot of a lower-cased `İ` outside Turkish, stays in its word.
    public static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
