import CoursecSupport
import CourseModel

/// What a build's links were checked against: each page's key in the page cache (its
/// text, and so its links and ids) and the site's other files. The build record keeps it
/// (`BuildRecord.links`), so the next build into the same folder checks the links of the
/// pages whose keys changed only, when it can tell that none of the others can have
/// broken: no page or file is gone and no changed page lost or gained an id. Whether a
/// link resolves depends on its page's text, its target's ids and the site's files
/// alone, and a recorded build was published, so every one of its links resolved.
/// Checking the 90,000 links of the 1,000-lesson bench course was 9% of a build after
/// one lesson changed (`perf`).
public struct LinkBasis: Codable, Equatable, Sendable {
    /// Each page's key in the page cache, by its path in the site.
    public var pages: [String: String]
    /// Every other file a link may lead to, sorted.
    public var files: [String]

    /// Nil when a page has no key (a build without the page cache).
    init?(_ site: RenderedSite, files: Set<String>) {
        var pages: [String: String] = [:]
        for page in site.pages {
            guard let key = page.cacheKey else { return nil }
            pages[page.path] = key
        }
        self.pages = pages
        self.files = files.sorted()
    }

    /// The pages of `now` whose links must be checked, given that every link of the
    /// pages recorded here resolved; nil when every page's must. `parsed`: what
    /// validating `now`'s pages found; `cache`: where the recorded pages' ids are read.
    func pagesToCheck(now: LinkBasis, parsed: [String: LibXML.ParsedPage], cache: PageCache?) -> Set<String>? {
        guard let cache, files == now.files, pages.keys.allSatisfy({ now.pages[$0] != nil }) else { return nil }
        let changed = now.pages.filter { pages[$0.key] != $0.value }
        // A change that reaches most pages (a template's) is checked whole, without reading their old ids.
        guard changed.count * 4 <= now.pages.count else { return nil }
        for (path, _) in changed {
            // A new page: no recorded page linked to it.
            guard let old = pages[path] else { continue }
            guard let ids = cache.load(old)?.parsed.ids, let current = parsed[path], Set(ids) == Set(current.ids) else { return nil }
        }
        return Set(changed.keys)
    }
}
