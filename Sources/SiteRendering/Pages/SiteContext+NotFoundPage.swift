import CourseModel

extension SiteContext {
    /// The page a web server shows for an address the site does not have
    /// (`404.html`, which `coursec serve` answers with status 404, as GitHub Pages,
    /// Netlify and most static hosts do): in the site's entry language, saying so and
    /// offering the search box and the home page. It is not in the sitemap or the search index.
    func notFoundPage() -> SitePage {
        let path = SitePaths.notFound
        let language = entryLanguage
        let content = XMLElementValue("not-found", ["home": SitePaths.link(from: path, to: home(for: language))])
        let page = frame(kind: "not-found", path: path, language: language, title: "", alternates: [], crumbs: [], content: content)
        return SitePage(path: path, language: language, document: page, alternates: [])
    }
}
