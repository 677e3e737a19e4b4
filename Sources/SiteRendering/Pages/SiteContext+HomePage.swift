import CourseModel

extension SiteContext {
    /// The home page: every course, in every language it is written in.
    /// Its own words are English; each course edition carries its language.
    func homePage() -> SitePage {
        let path = SitePaths.home
        var courses = XMLElementValue("courses")
        for course in input.courses {
            var element = XMLElementValue("course", ["id": course.id, "title": course.title(in: course.sourceLanguage), "lang": course.sourceLanguage])
            for language in course.languages {
                element.append(XMLElementValue("edition", [
                    "lang": language,
                    "words": words(for: language),
                    "href": SitePaths.link(from: path, to: SitePaths.lessonIndex(course: course.id, language: language)),
                    "title": course.title(in: language),
                    "lessons": String(course.lessons(in: language).count),
                ]))
            }
            courses.append(element)
        }
        for language in languages {
            courses.append(XMLElementValue("faq-link", [
                "lang": language, "words": words(for: language),
                "href": SitePaths.link(from: path, to: SitePaths.faq(language: language)),
            ]))
        }
        let page = frame(kind: "home", path: path, language: "en", title: "", alternates: [], crumbs: [], content: courses)
        return SitePage(path: path, language: "en", document: page, alternates: [])
    }
}
