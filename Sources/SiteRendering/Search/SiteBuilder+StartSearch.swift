import CourseModel
import CoursecSupport
import Foundation

/// The search index of a build, started as soon as its lessons are loaded, by
/// `SiteBuilder.startSearchIndexing`, and handed to `renderPages`.
public struct StartedSearch: Sendable {
    /// Pagefind at work on the slices the page cache holds no bundle for.
    public let indexing: SearchIndexing?
    let sources: [SearchSource]
    /// How many lessons' sources were made, not taken from the page cache.
    let made: Int
    /// What the lesson keys were digested with: `renderPages` takes the sources only
    /// when its own courses, site and templates digest alike.
    let inputs: LessonPageInputs?
    /// Each lesson page's `LessonPageInputs.lessonKey`, by its path.
    let lessonKeys: [String: String]
}

extension SiteBuilder {
    /// What making pages from `input` starts from, for `renderPages` and `startSearchIndexing`
    /// alike: the page cache salted with the templates and the libraries, the pages' context,
    /// the stylesheet, every page to make, and what every lesson page's inputs share (with a cache).
    func pageMaking(_ input: SiteInput, cache: PageCache?) -> (
        cache: PageCache?, context: SiteContext, stylesheet: XSLTStylesheet.Shared, kinds: [SiteContext.PageKind], inputs: LessonPageInputs?
    ) {
        var cache = cache
        cache?.salt = templatesDigest() + "\n" + XSLTStylesheet.engineVersions
        let context = SiteContext(input: input, wordLanguages: wordLanguages())
        _ = LibXML.initialized
        let stylesheet = XSLTStylesheet.Shared(path: FilePath(templates).appending("page.xsl").spelling)
        return (cache, context, stylesheet, context.pageKinds(), cache.map { LessonPageInputs(context, salt: $0.salt) })
    }

    /// Starts Pagefind on the site's search sources before the results are read or any
    /// lesson page is made: a search source is made from
    /// the lesson alone (its text, its includes, its course's lesson list and titles),
    /// never from its results or translation notice, and is keyed by that
    /// (`LessonPageInputs.lessonKey`). Only the glossary pages are transformed first, as
    /// their sources take the title their template gives them.
    ///
    /// After one lesson changed in the 1,000-lesson bench course, Pagefind on its slice
    /// is the longest thing a build waits for (0.7–1.1 s on one core); started here it
    /// runs beside the rest of the build instead of after most of it (docs/site.md,
    /// "Cost of indexing"). A build that then fails cancels it (`BuildPipeline.run`).
    ///
    /// Nil without Pagefind, without courses, or when the templates cannot make the
    /// glossary pages: `renderPages` then starts the index itself, and reports what failed.
    public func startSearchIndexing(_ input: SiteInput, cache: PageCache?) -> StartedSearch? {
        guard let searchIndexer, !input.courses.isEmpty, (try? checkTemplates()) != nil else { return nil }
        let (cache, context, stylesheet, kinds, inputs) = pageMaking(input, cache: cache)
        let glossaryPages = kinds.filter { if case .glossary = $0 { true } else { false } }.map { kind -> RenderedSite.Page? in
            let page = context.page(kind)
            if let key = cache?.key(for: page.document, path: page.path), let cached = cache?.load(key) {
                return RenderedSite.Page(path: page.path, text: cached.text, cacheKey: key)
            }
            guard let text = try? stylesheet.stylesheet().transform(page.document, name: page.path) else { return nil }
            return RenderedSite.Page(path: page.path, text: text, cacheKey: nil)
        }
        guard stylesheet.error == nil, !glossaryPages.contains(where: { $0 == nil }) else { return nil }
        let lessonKeys = inputs.map { Self.lessonKeys(kinds, context: context, inputs: $0) } ?? [:]
        let (sources, made) = Self.searchSources(context, glossaryPages: glossaryPages.compactMap { $0 }, lessonKeys: lessonKeys, cache: cache)
        return StartedSearch(
            indexing: SearchIndexing(sources, indexer: searchIndexer, cache: cache),
            sources: sources, made: made, inputs: inputs, lessonKeys: lessonKeys)
    }

    /// The site's search sources; a lesson's are made only when the page cache holds none for its `lessonKeys`.
    static func searchSources(
        _ context: SiteContext, glossaryPages: [RenderedSite.Page], lessonKeys: [String: String], cache: PageCache?
    ) -> (sources: [SearchSource], made: Int) {
        context.searchSources(
            rendered: glossaryPages,
            stored: { page in lessonKeys[page].flatMap { cache?.searchSources(forInputs: $0) } },
            made: { page, sources in lessonKeys[page].map { cache?.storeSearchSources(sources, forInputs: $0) } })
    }
}
