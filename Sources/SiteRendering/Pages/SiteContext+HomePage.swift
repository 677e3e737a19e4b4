import CourseModel

extension SiteContext {
    /// Languages with a home page of their own: English, and every language of
    /// the site with interface words (a page in another leads to the English one).
    var homeLanguages: [String] {
        Array(Set([entryLanguage] + languages.filter(wordLanguages.contains))).sorted()
    }

    /// The language whose home page is `index.html` (site.json's `entryLanguage`, else English).
    var entryLanguage: String { input.site.entryLanguage ?? "en" }

    /// Where the home page in `language` lives.
    func homePath(language: String) -> String {
        SitePaths.home(language: language, entry: entryLanguage)
    }

    /// The home page a page in `language` leads to.
    func home(for language: String) -> String {
        homePath(language: homeLanguages.contains(language) ? language : entryLanguage)
    }

    /// The home page in one interface language: every course, titled in that
    /// language where the course has a title in it, each edition named by its
    /// language and counted in the page's words; the FAQ pages that have questions.
    func homePage(language: String) -> SitePage {
        let path = homePath(language: language)
        var courses = XMLElementValue("courses", ["introduction": input.site.introduction(in: language)])
        for course in input.courses {
            let titleLanguage = course.titles[language] != nil ? language : course.sourceLanguage
            var element = XMLElementValue("course", ["id": course.id, "title": course.title(in: titleLanguage), "lang": titleLanguage])
            for edition in course.languages {
                element.append(XMLElementValue("edition", [
                    "lang": edition,
                    "href": SitePaths.link(from: path, to: SitePaths.lessonIndex(course: course.id, language: edition)),
                    "title": course.title(in: edition),
                    "lessons": String(outline(of: course).lessons(in: edition).count),
                ]))
            }
            courses.append(element)
        }
        for faqLanguage in faqLanguages {
            courses.append(XMLElementValue("faq-link", [
                "lang": faqLanguage, "words": words(for: faqLanguage),
                "href": SitePaths.link(from: path, to: SitePaths.faq(language: faqLanguage)),
            ]))
        }
        let alternates = homeLanguages.map { (language: $0, path: homePath(language: $0)) }
        let page = frame(kind: "home", path: path, language: language, title: "", alternates: alternates, crumbs: [], content: courses)
        return SitePage(path: path, language: language, document: page, alternates: alternates)
    }
}
