import CoursecSupport
import CourseModel
import CourseParsing
import CoursePipeline
import SiteRendering
import SnippetVerification

/// `coursec build`: renders `courses/` into a static XHTML site, validated and
/// link-checked, published atomically (a failed build leaves the old site). The
/// steps are CoursePipeline's; this reads the command line into their context.
enum BuildCommand: Command {
    static let name = "build"
    static let abstract = "renders the courses into a checked static site"
    static let about = """
        Renders every course in courses/ into a static site: a home page, a lesson
        index per course and language, lesson pages, a FAQ page per language, a
        search index (Pagefind; search needs the site served over HTTP) and a
        sitemap. Snippets are verified first, and a failing one stops the build
        (with --allow-failures it is marked failed on its page instead, and listed).
        Every page is checked against the XHTML 1.0 Strict DTD and every internal
        link must resolve; if anything fails, nothing is written and the previous
        site stays as it was.
        """
    static let options = [out, noVerify, allowFailures, SandboxChoice.noSandbox, templates, baseURL, drafts, statusPage, verbose, .courses]
    static let helpColumn = 20
    /// Pages of earlier builds, by what made them; beside the verify cache.
    static let pageCacheFolder = ".coursec-cache/pages"


    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode {
        guard arguments.positionals.isEmpty else {
            throw Arguments.UsageError(message: "build takes no file arguments (it builds everything in the courses folder, --courses DIR)")
        }
        let output = try siteFolder(arguments, console: console)
        let shown = arguments.value(out) ?? (console.projectFolder(arguments).map { FilePath($0).appending("site").spelling } ?? "site")
        let baseURL = try absoluteBaseURL(arguments)
        let coursesFolder = try console.coursesFolder(arguments)
        let templates = try templatesFolder(arguments, console: console)
        try checkSiteFolder(output, typed: shown, courses: coursesFolder, templates: templates, console: console)
        // A project's folder may hold only the files it changes; the rest come from the shipped templates.
        let merged = try templatesOverlay(templates, arguments, console: console).folder()
        // --no-verify compiles nothing, so it needs no sandbox (the cache key holds none).
        let verifierOptions = VerifierOptions.forCommand(
            cacheDirectory: console.besideCourses(VerifierOptions.commandCacheFolder, arguments),
            compilerMemo: console.besideCourses(VerifierOptions.commandCompilerFolder, arguments), environment: console.environment,
            sandbox: arguments.has(noVerify) ? false : SandboxChoice.fromArguments(arguments, console: console),
            here: console.currentDirectory, warn: { console.printError($0) })
        var context = BuildContext(
            coursesFolder: coursesFolder, output: output, templates: merged, baseURL: baseURL,
            verify: !arguments.has(noVerify), drafts: arguments.has(drafts), verifierOptions: verifierOptions,
            progress: BuildProgress(update: console.progress, end: console.endProgress),
            pageCache: PageCache(
                directory: console.besideCourses(pageCacheFolder, arguments), signingKey: CacheEntry.signingKey(in: console.environment),
                warn: { console.printError($0) }))
        context.parseCache = ParseCache(
            directory: console.besideCourses(ParseCache.commandFolder, arguments), signingKey: CacheEntry.signingKey(in: console.environment),
            holdingWrites: true)
        context.searchIndexer = .located(environment: console.environment)
        context.allowFailures = arguments.has(allowFailures)
        context.statusPage = arguments.has(statusPage)
        do {
            try BuildPipeline().run(&context)
        } catch {
            // Listed before what stopped the build, which would otherwise hide them.
            listAllowedFailures(context, console: console)
            throw error
        }
        guard let report = context.report else { return .failure }
        for warning in report.warnings { console.printError("warning: \(warning)") }
        listAllowedFailures(context, console: console, published: shown)
        console.print("\(shown): \(report.pages.count) pages valid XHTML 1.0 Strict, \(report.links) links checked, \(report.files) files written")
        if arguments.has(verbose) {
            let search = report.searchSummary.map { "; \($0)" } ?? ""
            let upToDate = report.upToDate ? "; the site was up to date, nothing written" : ""
            let linked = report.filesLinked > 0 ? "; \(report.filesLinked) files unchanged, linked from the last site" : ""
            console.print("\(shown): \(report.rendered) pages rendered, \(report.reused) reused from \(pageCacheFolder)\(search)\(linked)\(upToDate)")
            let steps = context.stepTimes.map { "\($0.step) \($0.duration.seconds)" }
            console.print("\(shown): steps: \(steps.joined(separator: ", "))")
        }
        return .success
    }

    /// With `--allow-failures`, the failing snippets as `verify`'s text report lists them
    /// (stderr), then a warning that sums them up and says where they were published.
    /// Exit status stays 0: the flag asks for the site, and a CI job that wants the
    /// failures to fail it runs `verify`, or `build` without the flag.
    static func listAllowedFailures(_ context: BuildContext, console: Console, published: String? = nil) {
        let failures = context.allowedFailures
        guard !failures.isEmpty else { return }
        for result in failures {
            FailureDescription(result).lines.forEach(console.printError)
            if let note = result.note { console.printError("\(result.file):\(result.line): note: \(note)") }
        }
        let summary = VerificationSummary(context.results).line
        let outcome = published.map { "the site was published to \($0), each failing snippet marked on its page" }
            ?? "the site was not built"
        console.printError("warning: \(summary); \(outcome) (--allow-failures)")
    }
}
