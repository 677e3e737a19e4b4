import CourseModel
import CoursePipeline
import CoursecTestSupport
import SiteRendering
import SnippetVerification

/// A site built from a `SiteInput` given by hand by the steps every build ends with
/// (`BuildPipeline.publishing`): the results and translation states are the test's,
/// not what verifying and comparing would find.
enum PipelineSite {
    /// `search`: index the site with Pagefind (a second or more a build), in slices of
    /// about `sliceSize` sources.
    @discardableResult
    static func build(
        _ input: SiteInput, into output: String, search: Bool = true, sliceSize: Int = SearchSlice.size
    ) throws(BuildError) -> SiteBuilder.Report {
        var context = BuildContext(
            coursesFolder: "", output: output, templates: Repository.templates, baseURL: input.baseURL,
            verifierOptions: VerifierOptions())
        context.searchIndexer = search ? PagefindIndexer.located().map { PagefindIndexer(executable: $0.executable, sliceSize: sliceSize) } : nil
        context.courses = input.courses
        context.results = input.results
        context.translationNotices = input.translationStates
        context.glossary = input.glossary
        try BuildPipeline(steps: BuildPipeline.publishing).run(&context)
        guard let report = context.report else { throw BuildError([BuildError.StepFailure(step: "publish site")]) }
        return report
    }
}
