import CourseModel
import SiteRendering

extension BuildStep {
    /// The live preview's answer to the failures of the steps before it: it takes them
    /// (`takesFailures`), so the site is still rendered. A lesson left out for its errors,
    /// and a lesson with a failing snippet, get an error page in place of their page
    /// (`errorPages`, by the lesson's page path); every failure taken is kept in
    /// `failuresShown` for the box at the foot of the other pages. A failing snippet's
    /// result is dropped, so no page shows a badge for it.
    public static let makeErrorPages = BuildStep("make error pages", takesFailures: true) { context in
        var pages: [String: BuildError.StepFailure] = [:]
        var shown: [BuildError.StepFailure] = []
        for var failure in context.failures {
            for error in failure.errors {
                guard let lesson = context.brokenLessons.first(where: { $0.errors.contains(error) }) else { continue }
                let path = SiteBuilder.lessonPagePath(course: lesson.course ?? "", language: lesson.language, id: lesson.id)
                pages[path, default: BuildError.StepFailure(step: failure.step)].errors.append(error)
            }
            for result in failure.failedSnippets {
                let path = SiteBuilder.lessonPagePath(course: result.course ?? "", language: result.language, id: result.lesson)
                pages[path, default: BuildError.StepFailure(step: failure.step)].failedSnippets.append(result)
            }
            // Verification's own error sums its failures up as "the site was not built": here it is.
            if !failure.failedSnippets.isEmpty { failure.errors = [] }
            shown.append(failure)
        }
        context.failures = []
        context.preview.errorPages = pages
        context.preview.failuresShown = shown
        context.results.removeAll { $0.status == .failed }
        context.loadErrors = []
    }
}
