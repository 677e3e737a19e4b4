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
    /// Pages are not taken from or stored in the page cache: making a few documents is
    /// cheaper than digesting what a lesson page is made from, and the build after
    /// finds the pages it already has.
    public func updatePages(
        _ paths: Set<String>, in site: inout RenderedSite, parsed: inout [String: LibXML.ParsedPage], input: SiteInput
    ) -> PageUpdate {
        let lessonFiles = Set(input.courses.flatMap(\.lessons).filter { paths.contains(Self.lessonPagePath(course: $0.course ?? "", language: $0.language, id: $0.id)) }.map(\.file))
        let context = SiteContext(input: input, wordLanguages: wordLanguages(), pagesOf: lessonFiles)
        let kinds = context.pageKinds().filter { paths.contains(context.path(of: $0)) }
        _ = LibXML.initialized
        let stylesheet = XSLTStylesheet.Shared(path: FilePath(templates).appending("page.xsl").spelling)
        let made = kinds.parallelMap { kind -> Result<(RenderedSite.Page, LibXML.ParsedPage), CourseError> in
            let page = context.page(kind)
            do throws(CourseError) {
                let text = try stylesheet.stylesheet().transform(page.document, name: page.path)
                return .success((RenderedSite.Page(path: page.path, text: text), LibXML.parseValidating(text, name: page.path)))
            } catch {
                return .failure(error)
            }
        }
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
        site.searchSources = context.searchSources(rendered: site.pages.filter { glossaries.contains($0.path) })
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
        }
    }
}
