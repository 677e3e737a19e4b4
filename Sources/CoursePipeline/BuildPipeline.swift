import Foundation

/// The one orchestration of the site: `coursec build` (`site`) and `coursec serve`
/// (`preview`) as named steps over one context. A failed step stops the build, except
/// that a failed check lets the checks after it run when what they check exists, so
/// every error of the lessons, snippets or pages is shown at once, and that a step
/// that takes failures (the preview's error pages) lets the build go on. Nothing is
/// published after a failure it has not taken.
public struct BuildPipeline: Sendable {
    public var steps: [BuildStep]

    public init(steps: [BuildStep] = BuildPipeline.site) {
        self.steps = steps
    }

    public static let site: [BuildStep] = [.checkSiteFolder, .compareWithLastBuild, .loadCourses, .compareTranslations, .startSearchIndex, .verifySnippets]
        + publishing + [.recordBuild]

    /// `coursec serve`'s build: load, compare and verify as `build` does, then the
    /// errors found become error pages (`makeErrorPages`) and every other page is
    /// rendered, checked and published, with the last preview's search index
    /// (`keepLastSearchIndex`) while Pagefind goes on over the new one: `previewSearch`
    /// waits for it and publishes again. The saved page is on screen before it is in search.
    public static let preview: [BuildStep] = [.loadCourses, .compareTranslations, .verifySnippets, .makeErrorPages,
                                              .renderPages, .validatePages, .checkLinks, .keepLastSearchIndex, .publishSite]

    /// `coursec serve`'s build after a save of one lesson file, on the context a clean
    /// `preview` (or `previewSaved` and `previewSavedListings`) left: that lesson in every
    /// language read again, compared and verified, and only its pages made, checked and
    /// written into the site; `previewSavedListings` follows once they are on screen.
    /// A step fails when the save reaches further; the caller then runs `preview`.
    /// `reindexSearch` and `previewSearch` follow, in the background.
    public static let previewSaved: [BuildStep] = [.reloadSavedLesson, .compareSavedTranslations, .verifySavedLesson,
                                                   .updateSavedPages, .publishSavedPages]

    /// What follows `previewSaved`: the pages that list the saved lesson (its course's
    /// lesson indexes, the FAQ pages it feeds) made, checked and written into the site.
    public static let previewSavedListings: [BuildStep] = [.updateSavedListings, .publishSavedListings]

    /// What follows `preview`, on the context it left: its search index, and the site
    /// published again with it (unchanged files are linked, so only the index is written).
    public static let previewSearch: [BuildStep] = [.indexSearch, .publishSite]

    /// From the model in the context (courses, results, translation notices, glossary)
    /// to the published site: what both builds end with.
    public static let publishing: [BuildStep] = [.renderPages, .validatePages, .checkLinks, .indexSearch, .publishSite]

    /// Runs every step on `context`, up to one that finds the site up to date; a
    /// failure names each step that failed. After a failure only checks run, and
    /// those only when the context holds what they check, and a step that takes
    /// failures (`makeErrorPages`); any other step ends the build.
    public func run(_ context: inout BuildContext) throws(BuildError) {
        context.failures = []
        for step in steps {
            if !context.failures.isEmpty, !step.takesFailures {
                guard step.isCheck else { break }
                guard step.isReady(for: context) else { continue }
            }
            let start = ContinuousClock.now
            defer { context.stepTimes.append((step.name, ContinuousClock.now - start)) }
            do { try step.run(&context) } catch {
                context.failures += error.failures
                if !step.isCheck { break }
            }
            if context.isUpToDate { break }
        }
        if !context.failures.isEmpty {
            // Nothing is published: Pagefind, started while pages were rendered, is stopped and its files removed.
            context.searchIndexing?.cancel()
            context.searchIndexing = nil
            throw BuildError(context.failures)
        }
    }
}

extension Duration {
    /// "1.23 s", as `--verbose` shows a step's time.
    public var seconds: String { String(format: "%.2f s", inSeconds) }

    /// The duration in seconds, with its fraction.
    public var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
