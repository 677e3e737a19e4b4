import Foundation

/// Shape tests for a line of prose: heading, bullet, site navigation.
enum ProseLine {
    static let bullets: [String] = ["• ", "- ", "* ", "・", "– "]

    /// Short, no sentence ending: a heading (a question mark is fine: "Why coordinators?").
    static func isHeadingShaped(_ text: String) -> Bool {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard let first = text.first, let last = text.last, text.count <= 60 else { return false }
        guard text.split(separator: " ").count <= 8, !text.contains("\t") else { return false }
        guard first.isLetter || first.isNumber, !".:;,。、!！".contains(last) else { return false }
        return bulletText(text) == nil
    }

    static func bulletText(_ text: String) -> String? {
        let text = text.trimmingCharacters(in: .whitespaces)
        for bullet in bullets where text.hasPrefix(bullet) {
            return text.dropFirst(bullet.count).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// Page furniture, not lesson content: separators, tab-separated link rows,
    /// back links, breadcrumbs, and a site's `Section N` navigation.
    static func isNavigation(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.count >= 3, trimmed.allSatisfy({ "-–—_*=".contains($0) }) { return true }
        if trimmed.split(separator: "\t").filter({ !$0.allSatisfy(\.isWhitespace) }).count >= 2 { return true }
        if trimmed.hasPrefix("←") || trimmed.hasPrefix("→") { return true }
        if [" · ", " › ", " » "].contains(where: trimmed.contains), trimmed.split(separator: " ").count <= 6 { return true }
        return SectionWords.isSectionNavigation(trimmed)
    }

    static func isQuestion(_ text: String) -> Bool {
        let text = text.trimmingCharacters(in: .whitespaces)
        return (text.hasSuffix("?") || text.hasSuffix("？")) && text.count <= 160
    }

    /// One short sentence, fit for a summary.
    static func isShortSentence(_ text: String) -> Bool {
        let text = text.trimmingCharacters(in: .whitespaces)
        let inner = text.dropLast()
        return !text.isEmpty && text.count <= 160 && !inner.contains { ".!?。！？".contains($0) && $0 != "." }
            && !inner.contains(". ")
    }

    /// The first sentence of a paragraph.
    static func firstSentence(_ text: String) -> String {
        let chars = Array(text)
        for index in chars.indices where "。！？".contains(chars[index])
            || (".!?".contains(chars[index]) && (index + 1 == chars.count || chars[index + 1] == " ")) {
            return String(chars[...index])
        }
        return text
    }
}
