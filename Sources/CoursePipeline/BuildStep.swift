import CourseModel

/// One named step of a build over a `BuildContext`, as Publish's `PublishingStep`:
/// its name appears in the error when it fails. `BuildPipeline` runs them in a row;
/// each can be run alone.
public struct BuildStep: Sendable {
    public let name: String
    /// A check leaves what it made in the context even when it finds errors, so the
    /// checks after it still run and one build shows every problem of the pages.
    public let isCheck: Bool
    /// Runs after failed steps, and takes their failures out of `BuildContext.failures`
    /// so the steps after it run: the preview's error pages.
    public let takesFailures: Bool
    /// Whether the context holds what the step works on.
    let isReady: @Sendable (BuildContext) -> Bool
    let body: @Sendable (inout BuildContext) throws -> Void

    init(
        _ name: String, isCheck: Bool = false, takesFailures: Bool = false,
        isReady: @escaping @Sendable (BuildContext) -> Bool = { _ in true },
        body: @escaping @Sendable (inout BuildContext) throws -> Void
    ) {
        self.name = name
        self.isCheck = isCheck
        self.takesFailures = takesFailures
        self.isReady = isReady
        self.body = body
    }

    public func isReady(for context: BuildContext) -> Bool { isReady(context) }

    /// Runs the step; its errors come back as a `BuildError` naming it.
    public func run(_ context: inout BuildContext) throws(BuildError) {
        do {
            try body(&context)
        } catch let error as CourseErrors {
            throw failure(BuildError.StepFailure(step: name, errors: error.errors))
        } catch let error as CourseError {
            throw failure(BuildError.StepFailure(step: name, errors: [error]))
        } catch let error as FailedSnippets {
            throw failure(BuildError.StepFailure(step: name, errors: [error.summary], failedSnippets: error.results))
        } catch {
            throw failure(BuildError.StepFailure(step: name, underlying: BuildError.UnderlyingError(error)))
        }
    }

    private func failure(_ failure: BuildError.StepFailure) -> BuildError {
        BuildError([failure])
    }

    /// Snippets that failed verification, and the line that sums them up.
    struct FailedSnippets: Error {
        var results: [SnippetResult]
        var summary: CourseError
    }
}
