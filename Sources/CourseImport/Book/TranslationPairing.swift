import CourseModel
import Foundation

/// A lesson of the course's source language, as a translated chapter is paired with it.
struct SourceLesson: Equatable {
    var id: String
    var fileName: String
    var title: String
    var order: Int?
    /// Its `source`: the original chapter's path in its book (`TSPL.docc/LanguageGuide/Closures.md`).
    var source: String?
    var text: String
}

/// Finds the original of each translated chapter (docs/books.md, "Translations"):
/// 0. the one course.json's `originals` names for it, by hand;
/// 1. the link to the original the chapter's header gives (`原文: https://…/Closures.html`);
/// 2. else its file name, as words (`structures-and-classes` and `ClassesAndStructures`);
/// 3. else the original's title in parentheses in its heading (`クロージャ(Closures)`).
/// Names are compared as sets of words (`sameWords`): a translation may reorder a title's
/// words ("Structures and Classes" for "Classes and Structures") and number its files.
enum TranslationPairing {
    enum Evidence: String {
        case named = "as course.json's \"originals\" names it"
        case link = "by its link to the original", fileName = "by file name", title = "by the original title in its heading"
    }

    /// `named`: the original course.json's `originals` gives the chapter (by the id it has on
    /// its own), which comes before any guess.
    static func pair(_ outline: ChapterOutline, with sources: [SourceLesson], named: String? = nil) -> (SourceLesson, Evidence)? {
        if let named { return sources.first { $0.id == named }.map { ($0, .named) } }
        let stems = sources.map { ($0, $0.source.map(Self.stem) ?? $0.id) }
        // The header: the lines before the first section.
        for line in outline.lines.prefix(while: { !$0.hasPrefix("## ") }).prefix(20) {
            for url in Self.urls(in: line) {
                let stem = Self.stem(url)
                if let found = stems.first(where: { Self.sameWords($0.1, stem) }) { return (found.0, .link) }
            }
        }
        let own = Self.stem(outline.chapter.sourcePath)
        if let found = stems.first(where: { Self.sameWords($0.1, own) || Self.sameWords($0.0.id, own) }) {
            return (found.0, .fileName)
        }
        if let open = outline.title.lastIndex(of: "("), outline.title.hasSuffix(")") {
            let original = String(outline.title[outline.title.index(after: open)..<outline.title.index(before: outline.title.endIndex)])
            if let found = sources.first(where: { Self.sameWords($0.title, original) }) { return (found, .title) }
        }
        return nil
    }

    static func urls(in line: String) -> [String] {
        line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" })
            .map(String.init).filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
    }

    /// `…/LanguageGuide/Closures.html#x` → `Closures`.
    static func stem(_ path: String) -> String {
        let noFragment = path.split(separator: "#").first.map(String.init) ?? path
        return FilePath(noFragment).deletingExtension.lastComponent
    }

    /// Lower-cased words, from kebab case, camel case or a title.
    static func words(_ name: String) -> [String] {
        BookLayout.id(name).split(separator: "-").map(String.init)
    }

    /// Whether two names have the same words, in any order and case, leaving out those
    /// that are only digits (a file's `09-` prefix, a chapter number); two names with no
    /// other words never pair.
    static func sameWords(_ one: String, _ other: String) -> Bool {
        func wordSet(_ name: String) -> Set<String> { Set(Self.words(name).filter { !$0.allSatisfy(\.isNumber) }) }
        let named = wordSet(one)
        return !named.isEmpty && named == wordSet(other)
    }
}
