import CourseModel

/// Japanese words quoted in a page of another language (a credit line naming a
/// Japanese source: “ViewController のデータソースを作成”), marked `lang="ja"`, so a
/// browser picks a Japanese font for them and a screen reader reads them as Japanese.
///
/// Text with kana in it is Japanese: each run of Japanese script in it (kana, kanji,
/// Japanese punctuation, full-width forms) is marked. Kanji alone could be Chinese,
/// so text without kana is left as it is.
enum JapaneseRuns {
    static func contents(of text: String, pageLanguage: String) -> [XMLElementValue.Content] {
        guard !pageLanguage.lowercased().hasPrefix("ja"), text.unicodeScalars.contains(where: isKana) else { return [.text(text)] }
        var contents: [XMLElementValue.Content] = []
        var run = "", runIsJapanese = false
        func flush() {
            guard !run.isEmpty else { return }
            contents.append(runIsJapanese ? .element(XMLElementValue("foreign", ["lang": "ja"], text: run)) : .text(run))
            run = ""
        }
        for character in text {
            let japanese = character.unicodeScalars.allSatisfy(isJapanese)
            if japanese != runIsJapanese { flush(); runIsJapanese = japanese }
            run.append(character)
        }
        flush()
        return contents
    }

    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value) || (0xFF66...0xFF9F).contains(scalar.value)
    }

    static func isJapanese(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF: true
        default: false
        }
    }
}
