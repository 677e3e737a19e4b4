extension SiteBuilder {
    /// Where a lesson's page lies in the site, for `coursec serve` to put a lesson's
    /// error page in its place.
    public static func lessonPagePath(course: String, language: String, id: String) -> String {
        SitePaths.lesson(course: course, language: language, id: id)
    }
}
