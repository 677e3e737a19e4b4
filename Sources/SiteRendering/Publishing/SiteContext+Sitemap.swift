import CourseModel

extension SiteContext {
    /// `sitemap.xml`, with each page's other languages as `xhtml:link` alternates.
    func sitemap(_ pages: [SitePage]) -> String {
        let base = input.baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        var urlset = XMLElementValue("urlset", [
            "xmlns": "http://www.sitemaps.org/schemas/sitemap/0.9",
            "xmlns:xhtml": "http://www.w3.org/1999/xhtml",
        ])
        for page in pages.sorted(by: { $0.path < $1.path }) {
            var url = XMLElementValue("url")
            url.append(XMLElementValue("loc", text: base + page.path))
            for alternate in page.alternates {
                url.append(XMLElementValue("xhtml:link", ["rel": "alternate", "hreflang": alternate.language, "href": base + alternate.path]))
            }
            urlset.append(url)
        }
        return LibXML.serialize(urlset)
    }
}
