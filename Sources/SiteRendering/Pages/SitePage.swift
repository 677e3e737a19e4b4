import CourseModel

/// One page of the site before it is transformed: where it goes and its document.
struct SitePage {
    /// Relative to the site root, e.g. `swift-academy/tr/coordinator.html`.
    var path: String
    var language: String
    var document: XMLElementValue
    /// The same page in other languages, language code to path (for the sitemap).
    var alternates: [(language: String, path: String)]
}
