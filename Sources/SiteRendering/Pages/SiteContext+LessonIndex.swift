import CourseModel

extension SiteContext {
    /// A course's lessons in one language, in course order: each with its
    /// summary, how many of its snippets were verified and its translation
    /// state; lessons this language lacks lead to the languages that have them,
    /// and titles the course lists but no language has are marked unavailable.
    func lessonIndexPage(course: Course, language: String) -> SitePage {
        let path = SitePaths.lessonIndex(course: course.id, language: language)
        var index = XMLElementValue("lesson-index", [
            "course": course.title(in: language),
            "print": SitePaths.link(from: path, to: SitePaths.printPage(course: course.id, language: language)),
        ])
        let outline = outline(of: course)
        let here = outline.lessons(in: language)
        for (position, id) in course.lessonOrder.enumerated() {
            let others = outline.editions(of: id)
            let order = outline.firstRead(id)?.order ?? 0
            let number = String(order > 0 ? order : position + 1)
            if let lesson = outline.lesson(id: id, language: language) {
                let results = results(for: lesson)
                // Hidden setup code is not on the page, so not in its counts either.
                let badged = lesson.blocks.filter { $0.role != .setup }.compactMap { block in Badge.of(block, results: results[block.index] ?? []).map { (block.role, $0) } }
                // A program counts as verified only when what it did was compared with what
                // the lesson says (its output, or the compiler's rejection); one that ran
                // unjudged, or was only compiled, and one that failed, are counted apart, as
                // are syntax checks, Apple-only code among them, so the index never overclaims.
                let programs = badged.filter { [.run, .typecheck, .support, .include, .compileError].contains($0.0) }
                let notice = notice(for: lesson)
                var entry = XMLElementValue("lesson", [
                    "number": number,
                    "href": SitePaths.link(from: path, to: SitePaths.lesson(course: course.id, language: language, id: id)),
                    "title": lesson.title,
                    "summary": lesson.summary.isEmpty ? nil : lesson.summary,
                    "title-lang": lesson.language(ofField: "title"),
                    "summary-lang": lesson.language(ofField: "summary"),
                    "verified": String(programs.filter { LessonCheckCounts.outputCompared($0.0, $0.1) }.count),
                    "programs": String(programs.count),
                    "ran-in-context": String(programs.filter { $0.1 == .ranInContext }.count),
                    "typechecked": String(programs.filter { LessonCheckCounts.typecheckedOnly($0.0, $0.1) }.count),
                    "failed": String(programs.filter { $0.1 == .failed }.count),
                    "syntax-checked": String(badged.filter { $0.1 == .syntaxChecked || $0.1 == .appleChecked }.count),
                    "apple-typechecked": String(badged.filter { $0.1 == .appleTypechecked }.count),
                    "state": notice?.state.rawValue,
                ])
                if let notice { entry.append(notice.element) }
                index.append(entry)
            } else {
                // Shown under the title it has in the source language, else in the first language that has it.
                let shown = others.first { $0.language == course.sourceLanguage } ?? others.first
                var missing = XMLElementValue("missing", ["number": number, "title": shown?.title ?? id, "title-lang": shown?.language])
                for other in others {
                    missing.append(XMLElementValue("available", [
                        "lang": other.language,
                        "href": SitePaths.link(from: path, to: SitePaths.lesson(course: course.id, language: other.language, id: id)),
                    ]))
                }
                index.append(missing)
            }
        }
        let titlesHere = Set(here.map { $0.title.lowercased() })
        var listed: [String] = []
        for title in here.flatMap(\.courseLessonList) where !titlesHere.contains(title.lowercased()) && !listed.contains(title) {
            listed.append(title)
        }
        for title in listed { index.append(XMLElementValue("unavailable", ["title": title])) }

        let alternates = course.languages.map { (language: $0, path: SitePaths.lessonIndex(course: course.id, language: $0)) }
        let page = frame(
            kind: "lesson-index", path: path, language: language, title: course.title(in: language),
            alternates: alternates, crumbs: [crumb(key: "home", from: path, to: home(for: language))], content: index)
        return SitePage(path: path, language: language, document: page, alternates: alternates)
    }
}
