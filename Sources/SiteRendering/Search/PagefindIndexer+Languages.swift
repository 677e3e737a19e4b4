import CourseModel
import Dispatch
import Foundation

extension PagefindIndexer {
    /// Pagefind processes run at once. Measured on the 1,000-lesson site (docs/site.md,
    /// "Size and cost"): see `atOnce` there for why this number.
    static let processesAtOnce = 1

    /// A bundle per language, made by up to `atOnce` Pagefind processes at a time, the
    /// language with the most source bytes started first. Every language is tried; the
    /// errors of all that failed are thrown together.
    func index(languages: [(language: String, sources: [SearchSource])], atOnce: Int = processesAtOnce) throws(CourseErrors) -> [String: [String: Data]] {
        let order = languages.sorted { lhs, rhs in
            let (left, right) = (lhs.sources.reduce(0) { $0 + $1.html.utf8.count }, rhs.sources.reduce(0) { $0 + $1.html.utf8.count })
            return left != right ? left > right : lhs.language < rhs.language
        }
        let queue = IndexingQueue(count: order.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(atOnce, order.count))) { _ in
            while let next = queue.next() {
                let work = order[next]
                let result = Result { () throws(CourseError) in try index(work.sources, language: work.language) }
                queue.finish(next, result)
            }
        }
        var bundles: [String: [String: Data]] = [:]
        var errors: [CourseError] = []
        for (work, result) in zip(order, queue.results) {
            switch result {
            case .success(let bundle): bundles[work.language] = bundle
            case .failure(let error): errors.append(error)
            case nil: break
            }
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

/// Hands out the languages to the indexing threads one at a time, and keeps their results.
private final class IndexingQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = 0
    private(set) var results: [Result<[String: Data], CourseError>?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
        lock.withLock {
            guard taken < results.count else { return nil }
            defer { taken += 1 }
            return taken
        }
    }

    func finish(_ index: Int, _ result: Result<[String: Data], CourseError>) {
        lock.withLock { results[index] = result }
    }
}
