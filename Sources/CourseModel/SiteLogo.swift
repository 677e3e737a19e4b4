import Foundation

/// `logo` in `courses/site.json`: an image of the courses folder, read when the
/// settings are, copied to the site's root as `logo.<ext>` and shown in every masthead.
public struct SiteLogo: Hashable, Sendable {
    /// What a browser shows in an `<img>` without a plug-in; the set the docs name.
    public static let fileExtensions = ["png", "svg", "jpg", "webp"]

    /// Lower-cased, one of `fileExtensions`.
    public var fileExtension: String
    public var data: Data

    public init(fileExtension: String, data: Data) {
        self.fileExtension = fileExtension
        self.data = data
    }

    /// Where the site keeps it, from the site's root.
    public var sitePath: String { "logo.\(fileExtension)" }
}
