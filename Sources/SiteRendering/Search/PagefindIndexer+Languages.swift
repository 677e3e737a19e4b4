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
            // Every slice's entry file: the language's pages are theirs together.
            let entries = files.filter { $0.key.hasSuffix("/pagefind-entry.json") }.values
            counts[language] = entries.reduce(0) { total, entry in
                let object = (try? JSONSerialization.jsonObject(with: entry)) as? [String: Any]
                let languages = object?["languages"] as? [String: [String: Any]] ?? [:]
                return total + languages.values.reduce(0) { $0 + ($1["page_count"] as? Int ?? 0) }
            }
        }
        return json(counts)
    }

    /// `pagefind/slices.json`: each language's slices after its first (`SearchSlice`), by
    /// folder name under `pagefind/<lang>/`, which `search.js` merges into the first.
    static func sliceList(_ slices: [String: [String]]) -> Data {
        json(slices)
    }

    private static func json(_ object: Any) -> Data {
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
