import CourseModel
import CoursecSupport
import Foundation

/// The site's stages, each callable alone: render page documents and transform them
/// with `templates/page.xsl`, validate every page against the XHTML 1.0 Strict DTD,
/// check every internal link, index the pages for search, publish atomically.
/// CoursePipeline's build steps call them one by one; they are run in a row there
/// and nowhere else (`BuildPipeline`).
public struct SiteBuilder {
    /// The folder holding `page.xsl`, `i18n/`, and the files copied as they are (`site.css`, `search.js`).
    public var templates: String
    /// Indexes the site for search; without it the site has no search index (a warning says so).
    public var searchIndexer: PagefindIndexer?

    public init(templates: String, searchIndexer: PagefindIndexer? = .located()) {
        self.templates = templates
        self.searchIndexer = searchIndexer
    }

    /// Every page transformed with `page.xsl`, and the files that go with them. A page
    /// whose transform fails is left out and its error returned, so the other pages
    /// are still checked; a missing template or asset stops at once.
    ///
    /// With a `cache`, a page whose document, templates and libraries are those of a
    /// page stored there is taken from it, neither transformed nor validated again;
    /// a lesson page whose inputs (`LessonPageInputs`) made such a page is taken
    /// without even making its document.
    /// Pages are made and transformed on every core; each page's document is dropped
    /// once transformed.
    ///
    /// `indexingSearch`: start Pagefind on the search sources before the pages are
    /// transformed, and return its handle (`searchIndexing`) for `indexSearch` to collect:
    /// the glossary pages are rendered first, as their sources take the title their
    /// template gives them.
    ///
    /// `searchStarted`: what `startSearchIndexing` started on the same courses, taken as
    /// this build's search index instead of starting another (with `indexingSearch`).
    public func renderPages(
        _ input: SiteInput, cache: PageCache? = nil, indexingSearch: Bool = false, searchStarted: StartedSearch? = nil
    ) throws(CourseErrors) -> (site: RenderedSite, searchIndexing: SearchIndexing?, errors: [CourseError]) {
        // A home page listing nothing is not valid XHTML (an empty <ul>), and no site to speak of.
        guard !input.courses.isEmpty else { throw CourseErrors([CourseError("there are no courses to build a site from")]) }
        try checkTemplates()
        let (cache, context, stylesheet, kinds, inputs) = pageMaking(input, cache: cache)
        // Each lesson page's inputs digested once, by its path: its page is found by them, its search sources by its lesson's.
        let started = searchStarted.flatMap { $0.inputs == inputs ? $0 : nil }
        let lessonKeys = started?.lessonKeys ?? inputs.map { Self.lessonKeys(kinds, context: context, inputs: $0) } ?? [:]
        let inputKeys = inputs.map { Self.inputKeys(kinds, context: context, inputs: $0, lessonKeys: lessonKeys) } ?? [:]
        let make = { (kind: SiteContext.PageKind) in
            Self.makePage(kind, context: context, stylesheet: stylesheet, cache: cache, inputKeys: inputKeys)
        }
        let glossaries = kinds.firstIndex { if case .glossary = $0 { true } else { false } } ?? kinds.endIndex
        let glossaryPages = Array(kinds[glossaries...]).parallelMap(make)
        let searchSources: [SearchSource], sourcesMade: Int, indexing: SearchIndexing?
        if let started {
            (searchSources, sourcesMade, indexing) = (started.sources, started.made, started.indexing)
        } else {
            searchStarted?.indexing?.cancel()
            (searchSources, sourcesMade) = Self.searchSources(
                context, glossaryPages: glossaryPages.compactMap { try? $0.result.get() }, lessonKeys: lessonKeys, cache: cache)
            indexing = indexingSearch ? searchIndexer.map { SearchIndexing(searchSources, indexer: $0, cache: cache) } : nil
        }
        let made = Array(zip(kinds[..<glossaries], Self.handOutOrder(kinds[..<glossaries]))).parallelMap(costliestFirst: \.1) { make($0.0) }
            + glossaryPages
        if let error = stylesheet.error {
            indexing?.cancel()
            throw CourseErrors([error])
        }
        var site: RenderedSite
        do throws(CourseErrors) { site = try assembleSite(made, kinds: kinds, input: input, context: context, cache: cache) } catch {
            indexing?.cancel()
            throw error
        }
        site.searchSources = searchSources
        site.searchSourcesMade = sourcesMade
        return (site, indexing, made.compactMap(\.error))
    }

    /// A page of the site made, or its error; whether its document was made (not taken
    /// whole from the page cache by its inputs).
    struct MadePage {
        var entry: SitemapEntry
        var result: Result<RenderedSite.Page, CourseError>
        var madeDocument: Bool

        var error: CourseError? { if case .failure(let error) = result { error } else { nil } }
    }

    /// One page: a lesson or FAQ page whose inputs made a page the cache holds is taken
    /// without making its document; else its document is made, and taken from the cache
    /// when it is one the cache holds, else transformed.
    static func makePage(
        _ kind: SiteContext.PageKind, context: SiteContext, stylesheet: XSLTStylesheet.Shared, cache: PageCache?, inputKeys: [String: String]
    ) -> MadePage {
        var inputKey: String?
        if let cache, let location = context.locationFoundByInputs(kind) {
            inputKey = inputKeys[location.path]
            if let key = inputKey.flatMap(cache.pageKey(forInputs:)), let cached = cache.load(key) {
                return MadePage(
                    entry: SitemapEntry(path: location.path, alternates: location.alternates),
                    result: .success(RenderedSite.Page(path: location.path, cached: cached, cacheKey: key)), madeDocument: false)
            }
        }
        var page = context.page(kind)
        let entry = SitemapEntry(path: page.path, alternates: page.alternates)
        let key = cache?.key(for: page.document, path: page.path)
        if let key, let inputKey { cache?.storePageKey(key, forInputs: inputKey) }
        if let key, let cached = cache?.load(key) {
            return MadePage(entry: entry, result: .success(RenderedSite.Page(path: page.path, cached: cached, cacheKey: key)), madeDocument: true)
        }
        // The transform is given the only reference to the document (no closure
        // holds one), so that the tree is freed once libxml2 holds its copy.
        let document = page.document
        page.document = XMLElementValue("page")
        do throws(CourseError) {
            let text = try stylesheet.stylesheet().transform(consume document, name: page.path)
            return MadePage(entry: entry, result: .success(RenderedSite.Page(path: page.path, text: text, cacheKey: key)), madeDocument: true)
        } catch {
            return MadePage(entry: entry, result: .failure(error), madeDocument: true)
        }
    }

    /// The site of the pages made: with the templates' files, site.json's logo, the
    /// sitemap and the marker of a site coursec built.
    private func assembleSite(_ made: [MadePage], kinds: [SiteContext.PageKind], input: SiteInput, context: SiteContext, cache: PageCache?) throws(CourseErrors) -> RenderedSite {
        let rendered = made.compactMap { try? $0.result.get() }
        let entries = made.map(\.entry)
        var files = try assets()
        // site.json's logo, after the templates' files: the site's own image wins over one of theirs named alike.
        if let logo = input.site.logo { files[logo.sitePath] = logo.data }
        // A 404 page is no page of the site to list; a print page repeats its course's lessons;
        // the team's status page is not for readers.
        let printPages = Set(kinds.compactMap { kind in
            if case .print(let course, let language) = kind { SitePaths.printPage(course: course.id, language: language) } else { nil }
        })
        files[SitePaths.sitemap] = Data(context.sitemap(entries.filter { $0.path != SitePaths.notFound && !printPages.contains($0.path) && !SitePaths.isStatus($0.path) }).utf8)
        files[SitePaths.marker] = Data(SitePaths.markerText.utf8)
        var site = RenderedSite(pages: rendered, pagePaths: entries.map(\.path).sorted(), otherFiles: files, pageCache: cache)
        site.warnings += context.languagesWithoutWords.map { language in
            "no interface words for '\(language)' (\(FilePath(templates).appending("i18n/\(language).xml").spelling)): its pages use the English words; translate i18n/en.xml into that file (docs/site.md, \"A new language\")"
        }
        site.documentsMade = made.count { $0.madeDocument }
        return site
    }

    /// When each page is handed to the threads that make them, as a `costliestFirst` cost
    /// (larger first). The threads take the next page as they come free, so a costly page
    /// taken last is made by one core while the other has nothing left: in course order a
    /// print page (a course's lessons in one language on one page) came after its
    /// language's lessons, the last language's with only the FAQ pages after it. So the
    /// FAQ pages go first, and each print page before its language's lessons, not all
    /// print pages at once, which would hold two 1,000-lesson documents in memory together.
    static func handOutOrder(_ kinds: ArraySlice<SiteContext.PageKind>) -> [Int] {
        var order = kinds.indices.filter { if case .faq = kinds[$0] { true } else { false } }
        var block: [Int] = []
        for index in kinds.indices {
            switch kinds[index] {
            case .faq: continue
            case .print:
                order += [index] + block
                block = []
            default: block.append(index)
            }
        }
        order += block
        var cost = [Int](repeating: 0, count: kinds.count)
        for (place, index) in order.enumerated() { cost[index - kinds.startIndex] = order.count - place }
        return cost
    }

    /// Each lesson page's `LessonPageInputs.lessonKey`, by the page's path, worked out on every core.
    static func lessonKeys(_ kinds: [SiteContext.PageKind], context: SiteContext, inputs: LessonPageInputs) -> [String: String] {
        let lessons = kinds.compactMap { kind -> (lesson: Lesson, course: Course, path: String)? in
            guard case .lesson(let lesson, let course) = kind else { return nil }
            return (lesson, course, context.lessonPageLocation(lesson, course: course).path)
        }
        let keys = lessons.parallelMap { inputs.lessonKey(of: $0.lesson, course: $0.course, path: $0.path) }
        return Dictionary(zip(lessons.map(\.path), keys)) { first, _ in first }
    }

    /// The digest of every lesson and FAQ page's inputs (`LessonPageInputs`), by the page's
    /// path, from each lesson's `lessonKeys`.
    private static func inputKeys(
        _ kinds: [SiteContext.PageKind], context: SiteContext, inputs: LessonPageInputs, lessonKeys: [String: String]
    ) -> [String: String] {
        let lessons = kinds.compactMap { kind -> (lesson: Lesson, path: String)? in
            guard case .lesson(let lesson, let course) = kind else { return nil }
            return (lesson, context.lessonPageLocation(lesson, course: course).path)
        }
        let keys = lessons.parallelMap { lesson in
            lessonKeys[lesson.path].map { inputs.key(lessonKey: $0, of: lesson.lesson, context: context) }
        }
        var byPath: [String: String] = [:]
        for (lesson, key) in zip(lessons, keys) where byPath[lesson.path] == nil {
            byPath[lesson.path] = key
        }
        for case .print(let course, let language) in kinds {
            let path = context.printPageLocation(course: course, language: language).path
            byPath[path] = inputs.printKey(course: course, language: language, path: path, context: context, lessonKeys: byPath)
        }
        for case .faq(let language) in kinds {
            let path = context.faqPageLocation(language: language).path
            byPath[path] = inputs.faqKey(language: language, path: path, context: context, lessonKeys: byPath)
        }
        return byPath
    }

    /// Every page parsed against the XHTML 1.0 Strict DTD (offline): what parsing
    /// found (the links `checkLinks` needs), and an error per problem.
    /// A page from the page cache keeps what validating it found then; the others are
    /// parsed on every core and stored in the cache with what was found.
    public static func validate(_ site: RenderedSite) -> (parsed: [String: LibXML.ParsedPage], errors: [CourseError]) {
        var parsed: [String: LibXML.ParsedPage] = [:]
        var errors: [CourseError] = []
        _ = LibXML.initialized
        let results = site.pages.parallelMap { page in
            if let cached = page.cachedValidation { return cached }
            let result = LibXML.parseValidating(page.text, name: page.path)
            if let key = page.cacheKey { site.pageCache?.store(key, text: page.text, parsed: result) }
            return result
        }
        for (page, result) in zip(site.pages, results) {
            errors += validationErrors(page, result)
            parsed[page.path] = result
        }
        return (parsed, errors)
    }

    /// What validating `page` found wrong.
    static func validationErrors(_ page: RenderedSite.Page, _ result: LibXML.ParsedPage) -> [CourseError] {
        var errors = result.problems.map { problem in
            CourseError("page is not valid XHTML 1.0 Strict: \(problem.message)", at: SourceLocation(file: page.path, line: problem.line))
        }
        if result.problems.isEmpty, result.publicID != LibXML.xhtmlStrictPublicID {
            errors.append(CourseError("page does not declare the XHTML 1.0 Strict DTD (public id '\(result.publicID ?? "none")'); check xsl:output in page.xsl", file: page.path))
        }
        return errors
    }

    /// An error for every internal link or resource of the pages that leads nowhere. Given
    /// what the links of a published build were checked against (`last`, `LinkBasis`), only
    /// the pages that changed since are looked at, when no other page's links can have
    /// broken; the errors are the same. Sets the site's `linkBasis` for the next build, and
    /// how many pages had their links checked.
    public static func checkLinks(_ site: inout RenderedSite, parsed: [String: LibXML.ParsedPage], since last: LinkBasis? = nil) -> [CourseError] {
        let files = Set(site.otherFiles.keys).subtracting(parsed.keys)
        let basis = LinkBasis(site, files: files)
        let checking = basis.flatMap { now in last?.pagesToCheck(now: now, parsed: parsed, cache: site.pageCache) }
        site.linkBasis = basis
        site.pagesLinkChecked = checking?.count ?? parsed.count
        return LinkChecker.check(pages: parsed, files: files, checking: checking)
    }

    /// Fails unless a site may be published at `output`: nothing is there, an empty
    /// folder, or a site coursec built. A build checks it again before replacing anything;
    /// checking first saves verifying and rendering for a build that cannot be published.
    public static func checkOutput(_ output: String) throws(CourseError) {
        try SitePublisher.checkReplaceable(FilePath(output).canonicalEntry, shownAs: output)
    }

    /// Replaces `output` with the site (only if `checkOutput` allows), in one swap.
    /// Files the old site holds byte for byte are hard-linked from it, not written.
    @discardableResult
    /// `files`: each file's bytes as `RenderedSite.files` makes them, one file at a time.
    public static func publish(_ files: [String: @Sendable () -> Data], to output: String) throws(CourseErrors) -> PublishedSite {
        do { return try SitePublisher.publish(files, to: output) } catch { throw CourseErrors([error]) }
    }

    /// The site folder's `FolderDigest.stamps` as `publish` returns them, taken under
    /// the publish lock; nil while another build holds it (it may be midway).
    public static func siteStamp(of output: String) -> String? {
        SitePublisher.stamp(FilePath(output).canonicalEntry)
    }

    /// The page of every site a web server shows, with status 404, for an address the site lacks.
    public static let notFoundPage = SitePaths.notFound

    /// The libraries' versions every page depends on.
    public static var engineVersions: String { XSLTStylesheet.engineVersions }

    /// A page error names the page inside the site folder `output`; template errors keep their path.
    public func locatedInSite(_ error: CourseError, output: String) -> CourseError {
        Self.locatedInSite(error, output: output, templates: templates)
    }

    /// A page error names the page inside the site folder; template errors keep their path.
    static func locatedInSite(_ error: CourseError, output: String, templates: String) -> CourseError {
        func inSite(_ path: String) -> String {
            path.hasPrefix("/") || path.hasPrefix(templates) ? path : FilePath(output).appending(path).spelling
        }
        var error = error
        if let location = error.location {
            error.location = SourceLocation(file: inSite(location.file), line: location.line)
        }
        error.file = error.file.map(inSite)
        return error
    }

    /// Languages with a word file `i18n/<lang>.xml`.
    func wordLanguages() -> Set<String> {
        let folder = FilePath(templates).appending("i18n").spelling
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return Set(names.filter { $0.hasSuffix(".xml") }.map { String($0.dropLast(4)) })
    }

    /// Every file of `templates/` that is not a stylesheet or a word file, copied as it is.
    func assets() throws(CourseErrors) -> [String: Data] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []).sorted()
        var assets: [String: Data] = [:]
        for name in names where !name.hasSuffix(".xsl") && !name.hasPrefix(".") && name != "i18n" && name != "README.md" {
            let path = FilePath(templates).appending(name).spelling
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CourseErrors([CourseError("cannot read the template file", file: path)])
            }
            assets[name] = data
        }
        guard assets["site.css"] != nil, assets["search.js"] != nil else {
            throw CourseErrors([CourseError("templates need site.css and search.js", file: templates)])
        }
        return assets
    }
}
