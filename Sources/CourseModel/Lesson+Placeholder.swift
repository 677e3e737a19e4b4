extension Lesson {
    /// The summary `coursec new` writes into a lesson, by language (other languages get
    /// the English one). It stands for a summary still to be written, so a lesson whose
    /// summary is still one of these has none on the site: no index or search shows it.
    public static let placeholderSummaries: [String: String] = [
        "tr": "Bu dersin özeti.",
        "ja": "このレッスンの概要。",
        "en": "What this lesson is about.",
    ]

    public static func placeholderSummary(for language: String) -> String {
        placeholderSummaries[baseLanguage(language)] ?? placeholderSummaries["en"]!
    }

    /// `pt-BR` → `pt`: the part of a language code that chooses words.
    public static func baseLanguage(_ language: String) -> String {
        language.split(separator: "-").first.map(String.init) ?? language
    }
}
