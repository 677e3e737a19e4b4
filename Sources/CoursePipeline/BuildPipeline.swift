import Foundation

/// `coursec build` as named steps over one context. A failed step stops the
/// build, except that a failed check lets the checks after it run when what they
/// check exists, so every error of the lessons, snippets or pages is shown at
/// once. Nothing is published after a failure.
public struct BuildPipeline: Sendable {
    public var steps: [BuildStep]

    public init(steps: [BuildStep] = BuildPipeline.site) {
        self.steps = steps
    }

    public static let site: [BuildStep] = [
        .checkSiteFolder, .compareWithLastBuild, .loadCourses, .compareTranslations, .verifySnippets,
        .renderPages, .validatePages, .checkLinks, .indexSearch, .publishSite, .recordBuild,
    ]

    /// Runs every step on `context`, up to one that finds the site up to date; a
    /// failure names each step that failed.
    public func run(_ context: inout BuildContext) throws(BuildError) {
        var failures: [BuildError.StepFailure] = []
        for step in steps {
            if !failures.isEmpty, !step.isCheck || !step.isReady(for: context) { break }
            let start = ContinuousClock.now
            defer { context.stepTimes.append((step.name, ContinuousClock.now - start)) }
            do { try step.run(&context) } catch {
                failures += error.failures
                if !step.isCheck { break }
            }
            if context.isUpToDate { break }
        }
        if !failures.isEmpty {
            // Nothing is published: Pagefind, started while pages were rendered, is stopped and its files removed.
            context.site?.stopBackgroundWork()
            throw BuildError(failures)
        }
    }
}

extension Duration {
    /// "1.23 s", as `--verbose` shows a step's time.
    public var seconds: String {
        String(format: "%.2f s", Double(components.seconds) + Double(components.attoseconds) / 1e18)
    }
}
