import CourseModel
import CoursecSupport
import Foundation

extension SiteBuilder {
    /// What `updatePages` changed: the pages whose text is new, and the errors of
    /// making, validating or checking the links of the pages it made again.
    public struct PageUpdate: Sendable {
        public var changed: [String] = []
        public var errors: [CourseError] = []
    }

    /// Serve's answer to one saved lesson: the pages at `paths` made again from `input`
    /// and put into `site` (a site `renderPages` made and `validate` parsed into `parsed`)
    /// in place of their old text, each validated, and the links of those pages checked
    /// against the whole site in memory; when a page's ids changed, every page's links
    /// are, as one may lead to an id that is gone. The caller names every page whose
    /// document depends on what changed (and asks for a full build when it cannot); the
    /// rest of the site, its sitemap and search index stay as they are.
    ///
    /// A page whose document digests to its key in the page cache (`RenderedSite.Page.cacheKey`)
    /// is the same page: the lesson indexes and FAQ pages of a large course are long, and most
    /// saves change nothing they show, so they are not transformed and validated again. The
    /// others are taken from the page cache or made and stored there, as `renderPages` does.
    public func updatePages(
        _ paths: Set<String>, in site: inout RenderedSite, parsed: inout [String: LibXML.ParsedPage], input: SiteInput
    ) -> PageUpdate {
        let context = SiteContext(input: input, wordLanguages: wordLanguages())
        let kinds = context.pageKinds().filter { paths.contains(context.path(of: $0)) }
        _ = LibXML.initialized
        let stylesheet = XSLTStylesheet.Shared(path: FilePath(templates).appending("page.xsl").spelling)
        let cache = site.pageCache
        let keys = Dictionary(site.pages.map { ($0.path, $0.cacheKey) }, uniquingKeysWith: { first, _ in first })
        // nil: the page's document is the one its text was made from (the page cache's key
        // of it, salted with the templates, is the page's own): it is not transformed again.
        let made = kinds.parallelMap { kind -> Result<(RenderedSite.Page, LibXML.ParsedPage), CourseError>? in
            let page = context.page(kind)
            let key = cache?.key(for: page.document, path: page.path)
            if let key, keys[page.path] == key { return nil }
            if let key, let cached = cache?.load(key) {
                return .success((RenderedSite.Page(path: page.path, cached: cached, cacheKey: key), cached.parsed))
            }
            do throws(CourseError) {
                let text = try stylesheet.stylesheet().transform(page.document, name: page.path)
                let parsed = LibXML.parseValidating(text, name: page.path)
                if let key { cache?.store(key, text: text, parsed: parsed) }
                return .success((RenderedSite.Page(path: page.path, text: text, cacheKey: key), parsed))
            } catch {
                return .failure(error)
            }
        }.compactMap { $0 }
        var update = PageUpdate()
        let places = Dictionary(site.pages.indices.map { (site.pages[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        var idsChanged = false
        for outcome in made {
            let page: RenderedSite.Page, result: LibXML.ParsedPage
            switch outcome {
            case .success(let made): (page, result) = made
            case .failure(let error):
                update.errors.append(error)
                continue
            }
            update.errors += Self.validationErrors(page, result)
            guard let place = places[page.path] else {
                update.errors.append(CourseError("no such page in the site served", file: page.path))
                continue
            }
            guard site.pages[place].text != page.text else { continue }
            idsChanged = idsChanged || parsed[page.path]?.ids != result.ids
            site.pages[place] = page
            parsed[page.path] = result
            update.changed.append(page.path)
        }
        guard update.errors.isEmpty, !update.changed.isEmpty else { return update }
        update.errors = LinkChecker.check(
            pages: parsed, files: Set(site.otherFiles.keys).subtracting(parsed.keys), checking: idsChanged ? nil : Set(update.changed))
        return update
    }

    /// The site's search index made again in the background after `updatePages`: the
    /// search sources of `input`, and Pagefind started on them (when there is one); the
    /// index `site` holds until then is published with it, and `indexSearch` replaces it whole.
    public func reindexingSearch(_ site: inout RenderedSite, input: SiteInput) -> SearchIndexing? {
        let context = SiteContext(input: input, wordLanguages: wordLanguages())
        let glossaries = context.glossaryLanguages.map(SitePaths.glossary(language:))
        site.searchSources = context.searchSources(rendered: site.pages.filter { glossaries.contains($0.path) }).sources
        site.searchIndexShown = Set(site.searchIndexFiles.keys)
        return searchIndexer.map { SearchIndexing(site.searchSources, indexer: $0, cache: site.pageCache) }
    }

    /// Writes `files` (paths in the site) into the published site at `output`, each
    /// through a temporary file and a rename: a reader sees a page whole, old or new.
    public static func publishPages(_ files: [String: Data], into output: String) throws(CourseErrors) {
        do { try SitePublisher.update(files, in: output) } catch { throw CourseErrors([error]) }
    }

}

extension SiteContext {
    func path(of kind: PageKind) -> String {
        switch kind {
        case .home(let language): homePath(language: language)
        case .lessonIndex(let course, let language): SitePaths.lessonIndex(course: course.id, language: language)
        case .lesson(let lesson, let course): SitePaths.lesson(course: course.id, language: lesson.language, id: lesson.id)
        case .faq(let language): SitePaths.faq(language: language)
        case .glossary(let language): SitePaths.glossary(language: language)
        case .notFound: SitePaths.notFound
        case .print(let course, let language): SitePaths.printPage(course: course.id, language: language)
        case .standalone(let page): SitePaths.standalonePage(language: page.language, id: page.id)
        case .status(_, let language): SitePaths.status(language: language, entry: entryLanguage)
        }
    }
}
