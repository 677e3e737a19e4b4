/// What the sitemap says of a page: where it is, and where it is in the other languages.
struct SitemapEntry: Sendable {
    var path: String
    var alternates: [(language: String, path: String)]
}
