import CourseModel

extension SiteContext {
    /// A stand-alone page of site.json's `pages` (About, Contributing) in one language: its
    /// title, contents and prose in the site's frame, with the masthead, search and the
    /// language switcher leading to its other languages. Not a course: no lesson number,
    /// no badges, no pager.
    func standalonePage(_ page: Lesson) -> SitePage {
        let (path, alternates) = standalonePageLocation(page)
        let body = bodyRenderer(forStandalone: page).render()
        var content = XMLElementValue("standalone-page", [
            "title": page.title, "summary": page.summary.isEmpty ? nil : page.summary,
        ])
        content.append(Self.contents(of: body))
        content.append(body)
        let crumbs = [crumb(key: "home", from: path, to: home(for: page.language))]
        let document = frame(kind: "standalone", path: path, language: page.language, title: page.title, alternates: alternates, crumbs: crumbs, content: content)
        return SitePage(path: path, language: page.language, document: document, alternates: alternates)
    }

    /// Where a stand-alone page goes, and the same page's other languages.
    func standalonePageLocation(_ page: Lesson) -> (path: String, alternates: [(language: String, path: String)]) {
        let alternates = (standalonePages[page.id] ?? [:]).keys.sorted().map {
            (language: $0, path: SitePaths.standalonePage(language: $0, id: page.id))
        }
        return (SitePaths.standalonePage(language: page.language, id: page.id), alternates)
    }
}
