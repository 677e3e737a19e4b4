import CourseModel
import Foundation

extension PagefindIndexer {
    /// A bundle per language, made by one Pagefind process at a time. Measured on the
    /// 1,000-lesson site (docs/site.md, "Cost of indexing"): Pagefind already keeps both
    /// cores of this machine busy, so running the languages at once saved at most the
    /// 1.5–2 s that the summed CPU time allows, while the peak memory of the processes
    /// together grew from Japanese alone (≈ 470 MB, its dictionary 340 MB) to ≈ 650–700 MB.
    /// Every language is tried; the errors of all that failed are thrown together.
    func index(languages: [(language: String, sources: [SearchSource])]) throws(CourseErrors) -> [String: [String: Data]] {
        var bundles: [String: [String: Data]] = [:]
        var errors: [CourseError] = []
        for work in languages {
            do { bundles[work.language] = try index(work.sources, language: work.language) } catch { errors.append(error) }
        }
        guard errors.isEmpty else { throw CourseErrors(errors) }
        return bundles
    }

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
