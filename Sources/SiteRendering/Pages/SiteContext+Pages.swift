extension SiteContext {
    /// Every page of the site, in a fixed order.
    func pages() -> [SitePage] {
        var pages = homeLanguages.map(homePage(language:))
        for course in input.courses {
            for language in course.languages {
                pages.append(lessonIndexPage(course: course, language: language))
                for lesson in course.lessons(in: language) {
                    pages.append(lessonPage(lesson, course: course))
                }
            }
        }
        for language in faqLanguages {
            pages.append(faqPage(language: language))
        }
        pages += glossaryLanguages.map(glossaryPage(language:))
        return pages
    }
}
