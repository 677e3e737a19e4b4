import CourseModel
import Foundation

extension SiteBuilder {
    /// Runs Pagefind over each language's search sources and adds the bundles to the site
    /// under `pagefind/<language>/`, with `pagefind/languages.json`. With a page cache, a
    /// language whose sources are byte for byte those of a stored bundle takes it from
    /// there instead: one changed lesson runs Pagefind for its own language only.
    /// Without Pagefind the site is published without a search index, and a warning says so.
    public func indexSearch(_ site: inout RenderedSite) throws(CourseErrors) {
        guard let searchIndexer else {
            site.warnings.append(PagefindIndexer.missingWarning)
            return
        }
        var byLanguage: [String: [SearchSource]] = [:]
        for source in site.searchSources { byLanguage[source.language, default: []].append(source) }
        var bundles: [String: [String: Data]] = [:]
        var missing: [(language: String, sources: [SearchSource], key: String?)] = []
        for (language, sources) in byLanguage.sorted(by: { $0.key < $1.key }) {
            let key = site.pageCache?.searchBundleKey(sources, language: language, executable: searchIndexer.executable)
            if let key, let bundle = site.pageCache?.loadSearchBundle(key) {
                bundles[language] = bundle
            } else {
                missing.append((language, sources, key))
            }
        }
        let made = try searchIndexer.index(languages: missing.map { ($0.language, $0.sources) })
        for work in missing {
            guard let bundle = made[work.language] else { continue }
            if let key = work.key { site.pageCache?.storeSearchBundle(key, bundle) }
            bundles[work.language] = bundle
        }
        site.searchLanguagesIndexed = missing.map(\.language)
        site.searchLanguagesReused = bundles.keys.filter { !site.searchLanguagesIndexed.contains($0) }.sorted()
        for bundle in bundles.values { site.otherFiles.merge(bundle) { new, _ in new } }
        if !bundles.isEmpty { site.otherFiles[SitePaths.searchLanguages] = PagefindIndexer.languageList(bundles) }
    }
}
