import Foundation

/// A lesson id made from a name typed in the course's language (`coursec new lesson
/// swift-temelleri/değişkenler`): the id names the lesson's file and its page, so it is
/// ASCII, while the name stays the lesson's title. docs/format.md, "Lesson ids".
public enum LessonID {
    /// Turkish letters, folded before anything else: `ı` has no diacritic to remove,
    /// and `İ` lower-cased outside Turkish keeps a combining dot. The importer folds
    /// lesson names with the same table.
    public static let turkishLetters: [Character: String] = [
        "ç": "c", "Ç": "c", "ğ": "g", "Ğ": "g", "ı": "i", "İ": "i",
        "ö": "o", "Ö": "o", "ş": "s", "Ş": "s", "ü": "u", "Ü": "u",
    ]

    /// Latin letters that are letters of their own, not a base letter with a diacritic,
    /// so removing diacritics leaves them as they are.
    static let separateLetters: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
    ]

    /// Lower-case ASCII letters, digits and `-`, starting with a letter.
    public static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// The name read as ASCII: Turkish letters folded, every script read as Latin by
    /// ICU's Any-Latin (kana by their sounds; kanji, which ICU reads as Chinese, by
    /// their Mandarin readings), diacritics removed, lower-cased; apostrophes (`kon'nichiha`)
    /// dropped, and every run of anything else a single `-`. It is not always a valid id
    /// (`2024` starts with a digit, `🙂` leaves nothing).
    public static func transliterate(_ name: String) -> String {
        let folded = String(name.flatMap { turkishLetters[$0] ?? String($0) })
        let latin = folded.applyingTransform(.toLatin, reverse: false) ?? folded
        let bare = latin.applyingTransform(.stripDiacritics, reverse: false) ?? latin
        let letters = String(bare.flatMap { separateLetters[$0] ?? String($0) }).lowercased()
        var id = ""
        for scalar in letters.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if "'’ʼ".unicodeScalars.contains(scalar) {
                continue
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
        }
        while id.hasSuffix("-") { id.removeLast() }
        return id
    }

    /// The id of a lesson named `name`: the name itself when it is an id, else its
    /// transliteration when that is one; nil when neither is.
    public static func make(from name: String) -> String? {
        if isValid(name) { return name }
        let id = transliterate(name)
        return isValid(id) ? id : nil
    }
}
