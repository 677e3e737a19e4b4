import CourseModel

extension SiteBuilder {
    /// Where a lesson's page lies in the site, for `coursec serve` to put a lesson's
    /// error page in its place.
    public static func lessonPagePath(course: String, language: String, id: String) -> String {
        SitePaths.lesson(course: course, language: language, id: id)
    }

    /// The lesson index of a course in one language: a saved lesson's entry is there.
    public static func lessonIndexPath(course: String, language: String) -> String {
        SitePaths.lessonIndex(course: course, language: language)
    }

    /// A course's print page in one language: it holds every lesson of that language.
    public static func printPagePath(course: String, language: String) -> String {
        SitePaths.printPage(course: course, language: language)
    }

    /// The FAQ page of one language: it gathers the FAQ entries of its lessons.
    public static func faqPagePath(language: String) -> String {
        SitePaths.faq(language: language)
    }
}

extension SiteBuilder {
    /// The lines of `lesson`'s FAQ entries that the FAQ page shows in its source's language
    /// (a scaffold's untranslated questions), with that language: what the page shows of the
    /// lesson besides its title and entries.
    public static func untranslatedFAQLines(_ lesson: Lesson) -> [String] {
        let untranslated = lesson.untranslatedBlockLines
        return lesson.faq.filter { untranslated.contains($0.line) }.map { "\($0.line) \(lesson.untranslatedLanguage ?? "")" }
    }
}
