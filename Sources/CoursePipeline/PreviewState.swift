import CourseModel
import Foundation
import SnippetVerification

/// What only the live preview's steps read and write, kept apart from what every build
/// works on (`BuildContext.preview`): `coursec build` never sets it, and a reader of
/// `BuildContext` sees the build's own fields alone. `PreviewSession` (SiteServing)
/// sets its inputs and reads what the steps made.
public struct PreviewState: Sendable {
    /// A verifier made once for the session's options: "verify the saved lesson" uses it
    /// rather than asking swiftc its version and probing the sandbox on every save.
    public var verifier: Verifier?
    /// The search index the preview published last (`RenderedSite.searchIndexFiles`):
    /// "keep the last search index" publishes it with the new pages until theirs is made.
    public var lastSearchIndex: [String: Data] = [:]
    /// Made by "make error pages": by page path, the failures of the lesson whose page it
    /// replaces (a lesson left out for its errors, or its failing snippets).
    public internal(set) var errorPages: [String: BuildError.StepFailure] = [:]
    /// Made by "make error pages": the failures it took, shown on their pages and in the
    /// box at every page's foot; the build went on past them.
    public internal(set) var failuresShown: [BuildError.StepFailure] = []
    /// Set for `BuildPipeline.previewSaved`: the one lesson file a save changed, in a
    /// context a clean preview left.
    public var savedLesson: String?
    /// Made by "reload the saved lesson": its course with only the saved lesson's versions.
    public internal(set) var savedVersions: Course?
    /// Made by "reload the saved lesson": the pages of the saved lesson's versions.
    public internal(set) var pagesToUpdate: Set<String> = []
    /// Made by "reload the saved lesson": the pages that list what its versions hold
    /// (their course's lesson indexes, the FAQ pages they feed).
    public internal(set) var listingsToUpdate: Set<String> = []
    /// Made by "verify the saved lesson": the results of its snippets in every language.
    public internal(set) var savedResults: [SnippetResult] = []
    /// Made by "update the saved lesson's pages": the pages whose text changed.
    public internal(set) var updatedPages: [String] = []

    public init() {}
}
