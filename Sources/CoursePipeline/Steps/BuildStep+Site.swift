import CourseModel
import SiteRendering

extension BuildStep {
    /// Every page transformed with the templates, with the sitemap and assets, and what the search index is made from;
    /// pages the page cache holds are taken from it.
    /// A page whose transform fails is reported and the others are still checked.
    /// The site is made of every lesson with its snippets passed: after a lesson left
    /// out or a failed snippet, it is not rendered.
    /// Pagefind starts indexing as soon as the search sources are made, while the pages are
    /// transformed and checked; `indexSearch` collects its bundles.
    public static let renderPages = BuildStep("render pages", isCheck: true, isReady: { !$0.holdsBackTheSite }) { context in
        let builder = SiteBuilder(templates: context.templates, searchIndexer: context.searchIndexer)
        let rendered: (site: RenderedSite, searchIndexing: SearchIndexing?, errors: [CourseError])
        let started = context.startedSearch
        context.startedSearch = nil
        do throws(CourseErrors) {
            rendered = try builder.renderPages(context.siteInput, cache: context.pageCache, indexingSearch: true, searchStarted: started)
        } catch {
            throw CourseErrors(error.errors.map { builder.locatedInSite($0, output: context.output) })
        }
        context.site = rendered.site
        context.searchIndexing = rendered.searchIndexing
        try throwing(rendered.errors, context)
    }

    /// Pagefind started on the search sources as soon as the lessons are loaded and the
    /// drafts left out ("compare translations" does), in a build that does not verify
    /// (`SiteBuilder.startSearchIndexing`): its slices are indexed while the results are
    /// read and the pages made, and "render pages" takes it. A build that verifies starts it in "render pages", once
    /// its snippets passed, so that a failing snippet does not share the cores with
    /// Pagefind. Not run after a failure, as nothing is rendered then.
    public static let startSearchIndex = BuildStep("start the search index", isCheck: true, isReady: { _ in false }) { context in
        guard !context.verify, context.failures.isEmpty, !context.holdsBackTheSite else { return }
        let builder = SiteBuilder(templates: context.templates, searchIndexer: context.searchIndexer)
        context.startedSearch = builder.startSearchIndexing(context.siteInput, cache: context.pageCache)
        context.searchIndexing = context.startedSearch?.indexing
    }

    /// Every page checked against the XHTML 1.0 Strict DTD.
    public static let validatePages = BuildStep("validate pages", isCheck: true, isReady: { $0.site != nil }) { context in
        let (parsed, errors) = SiteBuilder.validate(try rendered(context))
        context.parsedPages = parsed
        try throwing(errors, context)
    }

    /// Every internal link and resource of the validated pages leads to a file of the site.
    /// After a build into the same folder, only the links of the pages that changed are
    /// looked at, when no other page's can have broken (`LinkBasis`).
    public static let checkLinks = BuildStep("check links", isCheck: true, isReady: { $0.site != nil }) { context in
        var site = try rendered(context)
        let errors = SiteBuilder.checkLinks(&site, parsed: context.parsedPages, since: context.lastBuild?.links)
        context.site = site
        try throwing(errors, context)
    }

    /// Pagefind's index of the pages, a bundle per language under `pagefind/<lang>/`: what
    /// `renderPages` started, waited for after the checks (a build that fails them stops
    /// Pagefind; see `BuildPipeline.run`). Without Pagefind the site has no search index, and the report warns.
    public static let indexSearch = BuildStep("index search") { context in
        var site = try rendered(context)
        let started = context.searchIndexing
        context.searchIndexing = nil
        try SiteBuilder(templates: context.templates, searchIndexer: context.searchIndexer).indexSearch(&site, started: started)
        context.site = site
    }

    /// Replaces the site folder with the site in one swap; the old site stays if anything fails.
    /// Its files that are unchanged are hard-linked into the new site rather than written.
    public static let publishSite = BuildStep("publish site") { context in
        let site = try rendered(context)
        let files = site.files
        let published = try SiteBuilder.publish(files, to: context.output)
        context.publishedStamp = published.stamp
        // Lessons parsed by this build are kept once it is published (`ParseCache(holdingWrites:)`).
        context.parseCache?.writeHeld()
        context.report = SiteBuilder.Report(site: site, parsed: context.parsedPages, files: files.count, published: published)
    }

    private static func rendered(_ context: BuildContext) throws -> RenderedSite {
        guard let site = context.site else { throw CourseError("no site was rendered; run the step 'render pages' first") }
        return site
    }

    /// Page errors name the page inside the site folder.
    private static func throwing(_ errors: [CourseError], _ context: BuildContext) throws {
        guard !errors.isEmpty else { return }
        let builder = SiteBuilder(templates: context.templates)
        throw CourseErrors(errors.map { builder.locatedInSite($0, output: context.output) })
    }
}
