import CourseModel
import CourseParsing
import Foundation
import SiteRendering
import SnippetVerification

/// What a build works on, passed from step to step: what to build (set by the
/// caller) and what each step made of it (set by the steps). A step may be run
/// alone on a context that holds what it needs; `BuildPipeline` runs them in a row,
/// for `build` (`BuildPipeline.site`) and for the live preview (`BuildPipeline.preview`).
/// What only the steps make is `internal(set)`: a caller reads it; a test sets what a
/// step it runs alone needs (the model, results, a site) and those stay settable.
public struct BuildContext: Sendable {
    /// The folder of courses, as messages name it.
    public var coursesFolder: String
    /// The site folder, as messages name it; each build replaces it whole.
    public var output: String
    public var templates: String
    /// When set, the sitemap's addresses are absolute under it.
    public var baseURL: String?
    /// False for `--no-verify`: badges come from cached passes only.
    public var verify: Bool
    /// True for `--drafts` (and in `serve`): draft translations are published with a
    /// banner; otherwise they stay off the site.
    public var drafts: Bool
    /// True for `--allow-failures`: a failing snippet does not stop the build; its page
    /// marks it failed, with what it printed, and the caller lists the failures
    /// (`allowedFailures`). A lesson that does not load still stops it.
    public var allowFailures = false
    public var verifierOptions: VerifierOptions
    public var progress: BuildProgress
    /// Where pages of earlier builds are kept by what made them (`.coursec-cache/pages`);
    /// nil renders every page.
    public var pageCache: PageCache?
    /// Where parsed lessons are kept by their bytes (`.coursec-cache/parse`); nil parses every lesson.
    public var parseCache: ParseCache?
    /// What "index search" runs; nil builds the site without a search index (and warns).
    public var searchIndexer: PagefindIndexer? = .located()

    /// Made by "load courses".
    public var courses: [Course] = []
    /// Made by "load courses": the lessons left out of `courses` for their errors.
    public var brokenLessons: [BrokenLesson] = []
    /// Made by "load courses": every error of those lessons, and of courses left out
    /// whole. The steps that work lesson by lesson still run; nothing is rendered.
    public internal(set) var loadErrors: [CourseError] = []
    /// Made by "load courses": the terms the site's glossary pages and first-use links show.
    public var glossary = Glossary(terms: [])
    /// Made by "load courses": `courses/site.json`, or none.
    public internal(set) var siteSettings = SiteSettings()
    /// Made by "load courses": site.json's stand-alone pages in every language they have (`StandalonePageReader`).
    public var standalonePages: [Lesson] = []
    /// Made by "load courses" for `siteSettings.lastUpdated`: each lesson file's last commit (`SiteInput.lastUpdated`).
    public internal(set) var lastUpdated: [String: Date] = [:]
    /// Made by "verify snippets": what the badges show.
    public var results: [SnippetResult] = []
    /// Made by "compare translations", keyed by lesson file.
    public var translationNotices: [String: TranslationNotice] = [:]
    /// `build --status-page`: whether the site gets the team's status page.
    public var statusPage = false
    /// Its content, made with the translation notices (nil without `statusPage`).
    public var translationBoard: TranslationBoard?
    /// Made by "render pages".
    public var site: RenderedSite?
    /// Started by "start the search index" or "render pages": Pagefind indexing the search
    /// sources while the pages are made and checked. Finished by "index search";
    /// `BuildPipeline.run` cancels it when the build fails, so nothing is left running or on disk.
    public var searchIndexing: SearchIndexing?
    /// Made by "start the search index", taken by "render pages": the sources it started
    /// Pagefind on (`searchIndexing`).
    public internal(set) var startedSearch: StartedSearch?
    /// Made by "validate pages": what parsing each page found, its links among it.
    public internal(set) var parsedPages: [String: LibXML.ParsedPage] = [:]
    /// Made by "compare with the last build": the digest of everything the site is
    /// made from, nil when it cannot be told (no page cache, or a source folder that
    /// cannot be read whole), and the verify cache's stamp then.
    public internal(set) var inputsDigest: String?
    public internal(set) var verifyCacheStamp: String?
    /// Read by "compare with the last build": the record of the last build published into
    /// the site folder, whatever its inputs; "check links" starts from what its links were
    /// checked against (`BuildRecord.links`).
    public internal(set) var lastBuild: BuildRecord?
    /// Raised by "verify snippets" warnings once "compare with the last build" has run.
    var verificationWarned: WarningFlag?
    /// Set by "compare with the last build" when the site folder holds what this build
    /// would publish: the report is the last build's, and no other step runs.
    public internal(set) var isUpToDate = false
    /// Made by "publish site": the site folder's stamp just after the swap.
    public internal(set) var publishedStamp: String?
    /// Made by "publish site", or by "compare with the last build" for a site up to date.
    public internal(set) var report: SiteBuilder.Report?
    /// What the steps that failed so far found; `BuildPipeline.run` throws them at the end.
    public internal(set) var failures: [BuildError.StepFailure] = []
    /// What the live preview's steps alone read and write (`PreviewState`).
    public var preview = PreviewState()
    /// How long each step that ran took, in order (`build --verbose` prints them).
    public var stepTimes: [(step: String, duration: Duration)] = []

    public init(
        coursesFolder: String, output: String, templates: String, baseURL: String? = nil, verify: Bool = true,
        drafts: Bool = false, verifierOptions: VerifierOptions, progress: BuildProgress = BuildProgress(),
        pageCache: PageCache? = nil
    ) {
        self.pageCache = pageCache
        self.coursesFolder = coursesFolder
        self.output = output
        self.templates = templates
        self.baseURL = baseURL
        self.verify = verify
        self.drafts = drafts
        self.verifierOptions = verifierOptions
        self.progress = progress
    }

    /// Whether anything found so far keeps the site from being rendered: a lesson left
    /// out, or a snippet that failed.
    public var holdsBackTheSite: Bool {
        !loadErrors.isEmpty || results.contains { $0.status == .failed }
    }

    /// What the render step renders.
    public var siteInput: SiteInput {
        SiteInput(courses: courses, results: results, translationStates: translationNotices, baseURL: baseURL, glossary: glossary, site: siteSettings, standalonePages: standalonePages,
            coursesFolderName: FilePath(FilePath(coursesFolder).canonical).lastComponent, lastUpdated: lastUpdated,
            translationBoard: translationBoard)
    }
}
