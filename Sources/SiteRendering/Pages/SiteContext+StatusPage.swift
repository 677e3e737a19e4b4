import CourseModel

extension SiteContext {
    /// The team's translation status page (`build --status-page`): a table per language of
    /// every lesson's state there (current, outdated with the sections that changed,
    /// unfinished with how many parts are left, missing), and the lines of the listings that
    /// do not verify in that language (this build's results, from the verification cache
    /// where nothing changed). In each language a home page is in, with the language
    /// switcher between them; not in the sitemap or search.
    func statusPage(_ board: TranslationBoard, language: String) -> SitePage {
        let path = SitePaths.status(language: language, entry: entryLanguage)
        let alternates = homeLanguages.map { (language: $0, path: SitePaths.status(language: $0, entry: entryLanguage)) }
        var failing: [String: [Int]] = [:]
        for result in input.results where result.status == .failed { failing[result.file, default: []].append(result.line) }
        // A draft is not published (without --drafts): its row names it without a link.
        let published = Set(input.courses.flatMap { $0.lessons.map(\.file) })
        var content = XMLElementValue("status")
        for code in board.languages {
            var table = XMLElementValue("status-language", ["code": code])
            for row in board.rows {
                let cell = row.cells[code] ?? TranslationBoard.Cell(state: .missing, file: nil)
                var entry = XMLElementValue("status-lesson", [
                    "course": row.course, "id": row.id, "title": row.title, "state": cell.state.rawValue,
                    "unfinished": cell.state == .untranslated || cell.state == .unfinished ? String(cell.unfinished) : nil,
                    "parts": cell.state == .untranslated || cell.state == .unfinished ? String(cell.parts) : nil,
                    "href": cell.file.map(published.contains) != true ? nil : SitePaths.link(from: path, to: SitePaths.lesson(course: row.course, language: code, id: row.id)),
                ])
                for section in cell.sections { entry.append(XMLElementValue("changed-section", ["name": section])) }
                for line in Set(cell.file.flatMap { failing[$0] } ?? []).sorted() {
                    entry.append(XMLElementValue("failing-listing", ["line": String(line)]))
                }
                table.append(entry)
            }
            content.append(table)
        }
        let document = frame(
            kind: "status", path: path, language: language, title: "", alternates: alternates,
            crumbs: [crumb(key: "home", from: path, to: home(for: language))], content: content)
        return SitePage(path: path, language: language, document: document, alternates: alternates)
    }
}
