import Foundation

/// The words lesson pages use for their fixed sections, per language: the one
/// table to extend when a seed in a new language (or a site with other words) comes in.
///
/// Headings are matched whole, ignoring case; every language's words are tried,
/// since a page often keeps some of its site's words untranslated.
struct SectionWords: Sendable {
    var faq: [String]
    var quiz: [String]
    var lessons: [String]
    /// The section that shows a tutorial's finished file.
    var wholeProgram: [String]
    /// `<word> N` is step N of a tutorial.
    var step: [String]
    /// A short heading that introduces a tip, kept as a note.
    var note: [String]
    /// `<word> N` alone on a line is the site's section navigation.
    var section: [String]
    /// Regular expressions whose named group `order` is the lesson's number in its course.
    var order: [String]
    /// A sentence that announces what a program prints (`Çıktı:`, `出力:`, "the program
    /// prints:"): the lines after it may be the output of the code block before it.
    /// Matched against the whole line, ignoring case, with a full-width colon read as
    /// `:` and a closing `.` or `。` dropped; `…` stands for any text. A phrase that does
    /// not end in `:` is a word alone on its line or a Japanese sentence that can only
    /// announce output, since plain sentences ending in "prints" are as often remarks.
    var outputLeadIn: [String]

    static let languages: [String: SectionWords] = [
        "tr": SectionWords(
            faq: ["Sıkça Sorulan Sorular", "SSS"],
            quiz: ["Kısa Kontrol", "Hızlı Kontrol", "Kendini Sına"],
            lessons: ["Bu kursun tüm dersleri", "Kursun dersleri"],
            wholeProgram: ["Programın Tamamı", "Tam Kod"],
            step: ["Adım"],
            note: ["İpucu", "Not"],
            section: ["Bölüm"],
            order: [#"\d+ dersinin (?<order>\d+)\. dersidir"#],
            outputLeadIn: ["çıktı", "…çıktı…:", "…yazdırır:"]),
        "ja": SectionWords(
            faq: ["よくある質問"],
            quiz: ["確認", "理解度チェック", "クイズ"],
            lessons: ["このコースのすべてのレッスン"],
            wholeProgram: ["プログラム全体"],
            step: ["ステップ"],
            note: ["ヒント", "注意"],
            section: ["セクション"],
            order: [#"全\s*\d+\s*レッスン中\s*(?<order>\d+)"#],
            outputLeadIn: ["出力", "実行結果", "…出力…:", "…実行結果…:", "実行すると…表示されます", "実行すると…出力されます", "…と表示されます", "…が出力されます"]),
        "en": SectionWords(
            faq: ["Frequently Asked Questions", "FAQ"],
            quiz: ["Quick Check", "Check Your Understanding", "Quiz"],
            lessons: ["All lessons in this course", "Lessons in this course"],
            wholeProgram: ["Whole Program", "Complete Program", "Full Code"],
            step: ["Step"],
            note: ["Tip", "Note"],
            section: ["Section"],
            order: [#"lesson (?<order>\d+) of \d+"#],
            outputLeadIn: ["output", "…output…:", "…prints…:"]),
    ]

    enum Kind: Hashable, Sendable { case faq, quiz, lessons, wholeProgram, note }

    private static var all: [SectionWords] { languages.keys.sorted().compactMap { languages[$0] } }

    /// What a heading line announces, if it is one of the known section headings.
    static func kind(ofHeading line: String) -> Kind? {
        let text = line.trimmingCharacters(in: .whitespaces).lowercased()
        func matches(_ words: [String]) -> Bool { words.contains { $0.lowercased() == text } }
        for words in all {
            if matches(words.faq) { return .faq }
            if matches(words.quiz) { return .quiz }
            if matches(words.lessons) { return .lessons }
            if matches(words.wholeProgram) { return .wholeProgram }
            if matches(words.note) { return .note }
        }
        return nil
    }

    /// `ステップ 3` → 3.
    static func stepNumber(_ line: String) -> Int? { numbered(line, by: \.step) }

    /// `セクション 102` alone on a line: the site's section navigation.
    static func isSectionNavigation(_ line: String) -> Bool { numbered(line, by: \.section) != nil }

    private static func numbered(_ line: String, by words: KeyPath<SectionWords, [String]>) -> Int? {
        let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard parts.count == 2, let number = Int(parts[1]) else { return nil }
        return all.contains { $0[keyPath: words].contains { $0.lowercased() == parts[0].lowercased() } } ? number : nil
    }

    /// Whether the line announces a program's output, in any language's words.
    static func isOutputLeadIn(_ line: String) -> Bool {
        var text = line.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "：", with: ":")
        if text.hasSuffix(".") || text.hasSuffix("。") { text.removeLast() }
        guard !text.isEmpty else { return false }
        return all.contains { $0.outputLeadIn.contains { matches(text, phrase: $0) } }
    }

    /// `…` in `phrase` stands for any text, the rest must be there in order, the whole line.
    private static func matches(_ text: String, phrase: String) -> Bool {
        let parts = phrase.components(separatedBy: "…")
        guard parts.count > 1 else { return text == phrase }
        guard text.hasPrefix(parts[0]), text.hasSuffix(parts[parts.count - 1]),
              text.count >= parts[0].count + parts[parts.count - 1].count
        else { return false }
        var rest = text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// The lesson's number in its course, when the text states it.
    static func order(in text: String) -> Int? {
        for words in all {
            for pattern in words.order {
                guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
                      let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                      let range = Range(match.range(withName: "order"), in: text)
                else { continue }
                return Int(text[range])
            }
        }
        return nil
    }
}
