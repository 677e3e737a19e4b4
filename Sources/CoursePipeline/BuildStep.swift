import CourseModel

/// One named step of a build over a `BuildContext`, as Publish's `PublishingStep`:
/// its name appears in the error when it fails. `BuildPipeline` runs them in a row;
/// each can be run alone.
public struct BuildStep: Sendable {
    public let name: String
    /// A check leaves what it made in the context even when it finds errors, so the
    /// checks after it still run and one build shows every problem of the pages.
    public let isCheck: Bool
    /// Whether the context holds what the step works on.
    let isReady: @Sendable (BuildContext) -> Bool
    let body: @Sendable (inout BuildContext) throws -> Void

    init(
        _ name: String, isCheck: Bool = false, isReady: @escaping @Sendable (BuildContext) -> Bool = { _ in true },
        body: @escaping @Sendable (inout BuildContext) throws -> Void
    ) {
        self.name = name
        self.isCheck = isCheck
        self.isReady = isReady
        self.body = body
    }

    public func isReady(for context: BuildContext) -> Bool { isReady(context) }

    /// Runs the step; its errors come back as a `BuildError` naming it.
    public func run(_ context: inout BuildContext) throws(BuildError) {
        do {
            try body(&context)
        } catch let error as CourseErrors {
            throw failure(error.errors.map(\.description))
        } catch let error as CourseError {
            throw failure([error.description])
        } catch let error as PrintedFailure {
            throw failure(error.lines)
        } catch {
            throw failure(["error: \(error)"])
        }
    }

    private func failure(_ lines: [String]) -> BuildError {
        BuildError([BuildError.StepFailure(step: name, lines: lines)])
    }

    /// A failure a step reports as lines of its own (a failed snippet's diff), not as errors of a lesson.
    struct PrintedFailure: Error {
        var lines: [String]
    }
}
