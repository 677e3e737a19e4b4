import CourseModel

extension TranslationStatus {
    /// The status page's content: the same cells, with each unfinished translation's
    /// parts counted: every prose block and field a scaffold marks, or as many as are
    /// marked where `po import` marked more (it marks listings with untranslated strings too);
    /// for one with only its first sections, the source's sections it has not reached.
    public func board(courses: [Course]) -> TranslationBoard {
        var files: [String: Lesson] = [:]
        for course in courses { for lesson in course.lessons { files[lesson.file] = lesson } }
        return TranslationBoard(languages: languages, rows: rows.map { row in
            TranslationBoard.Row(course: row.course, id: row.id, title: row.title, cells: row.cells.mapValues { cell in
                let lesson = cell.file.flatMap { files[$0] }
                let parts = lesson.map { lesson in
                    lesson.document.children.filter(TranslationScaffolder.isProse).count
                        + ["title", "summary"].filter { lesson.frontMatter[$0] != nil }.count
                } ?? 0
                // A translation with only its first sections: the sections it has not reached.
                if cell.state == .unfinished, let sections = cell.sections {
                    return TranslationBoard.Cell(
                        state: cell.state, file: cell.file, unfinished: sections.of - sections.translated, parts: sections.of)
                }
                return TranslationBoard.Cell(
                    state: cell.state, file: cell.file, sections: cell.state == .outdated ? cell.changedSections : [],
                    unfinished: cell.untranslated, parts: max(parts, cell.untranslated))
            })
        })
    }
}
