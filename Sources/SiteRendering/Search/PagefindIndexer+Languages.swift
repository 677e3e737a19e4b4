import CourseModel
import Foundation

extension PagefindIndexer {
    /// `pagefind/languages.json`: each bundle's language and page count, sorted by language.
    /// A page whose language has no bundle (the English home page of a site without English
    /// lessons) reads it to search the language with the most pages, as Pagefind itself
    /// chose when all languages were in one bundle.
    static func languageList(_ bundles: [String: [String: Data]]) -> Data {
        var counts: [String: Int] = [:]
        for (language, files) in bundles {
            let entry = files[SitePaths.searchBundle(language: language) + "/pagefind-entry.json"]
            let object = entry.flatMap { try? JSONSerialization.jsonObject(with: $0) } as? [String: Any]
            let languages = object?["languages"] as? [String: [String: Any]] ?? [:]
            counts[language] = languages.values.reduce(0) { $0 + ($1["page_count"] as? Int ?? 0) }
        }
        let data = (try? JSONSerialization.data(withJSONObject: counts, options: [.sortedKeys])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
