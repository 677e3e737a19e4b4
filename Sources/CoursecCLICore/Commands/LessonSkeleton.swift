import CourseModel
import Foundation

/// The text `coursec new` starts a lesson with: front matter, a section, one
/// `swift run` snippet and the output it prints, so the lesson verifies as it is.
/// Turkish, Japanese and English get their own words; other languages English ones.
struct LessonSkeleton {
    var id: String
    var number: Int
    var language: String
    /// The title written; nil: one made from the id.
    var title: String?

    private var words: (heading: String, prose: String, greeting: String) {
        switch Lesson.baseLanguage(language) {
        case "tr": ("İlk adım", "Bu program bir satır yazdırır; altındaki çıktı, yazdırdığıyla aynı olmalı.", "Merhaba!")
        case "ja": ("最初の一歩", "このプログラムは一行を出力します。下の出力は、実際の出力と同じでなければなりません。", "こんにちは！")
        default: ("A first step", "This program prints one line; the output below it must be exactly what it prints.", "Hello!")
        }
    }

    /// The title of the first lesson `new course` writes, in the course's language.
    static func welcomeTitle(in language: String) -> String {
        switch Lesson.baseLanguage(language) {
        case "tr": "Hoş geldiniz"
        case "ja": "ようこそ"
        default: "Welcome"
        }
    }

    /// The home page's introduction `new course` writes into site.json, to be rewritten.
    static func siteIntroduction(title: String, in language: String) -> String {
        switch Lesson.baseLanguage(language) {
        case "tr": "\(title) dersleri. Derslerdeki her program site kurulurken derlenip çalıştırılır ve yazdırdığı çıktı denetlenir."
        case "ja": "\(title)のレッスン。レッスンのプログラムはすべて、サイトを作るときにコンパイルして実行し、出力を確かめています。"
        default: "Lessons on \(title). Every program in them is compiled and run, and its output checked, when the site is built."
        }
    }

    var text: String {
        """
        ---
        id: \(id)
        title: \(title ?? Self.title(from: id))
        summary: \(Lesson.placeholderSummary(for: language))
        order: \(number)
        ---

        ## \(words.heading)

        \(words.prose)

        ```swift run
        print("\(words.greeting)")
        ```

        ```output
        \(words.greeting)
        ```

        """
    }

    /// The title of a lesson named in its language: the name as typed, its first letter
    /// upper-cased by the language's rules (`işlevler` → `İşlevler` in Turkish).
    static func title(typed name: String, in language: String) -> String {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard let first = name.first else { return name }
        return String(first).uppercased(with: Locale(identifier: Lesson.baseLanguage(language))) + name.dropFirst()
    }

    /// `swift-basics` → `Swift Basics`: a title to replace, readable meanwhile.
    static func title(from id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}
