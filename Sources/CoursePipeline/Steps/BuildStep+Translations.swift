import CourseModel
import CourseTranslation
import SiteRendering

extension BuildStep {
    /// Each translation's state, for the lesson indexes and the notice on its page:
    /// facts only (a count, the changed sections and their language), which the
    /// templates put into sentences of the page's own language. A draft (a
    /// translation with untranslated markers left) leaves the courses here unless
    /// `drafts` is set, so no page, count, sitemap or search entry and no
    /// verification comes from it. It finds no errors, so as a check it never stops
    /// the steps after it.
    public static let compareTranslations = BuildStep("compare translations", isCheck: true) { context in
        let status = TranslationStatus.compute(courses: context.courses)
        let (notices, drafts) = translationNotices(status, drafts: context.drafts)
        context.translationNotices = notices
        // Drafts included: the team's page says how far each one has come.
        if context.statusPage { context.translationBoard = status.board(courses: context.courses) }
        if !context.drafts {
            for index in context.courses.indices { context.courses[index].lessons.removeAll { drafts.contains($0.file) } }
        }
    }

    /// Each translation's notice by lesson file, and the files of the drafts among them.
    static func translationNotices(_ status: TranslationStatus, drafts showingDrafts: Bool) -> (notices: [String: TranslationNotice], drafts: Set<String>) {
        var notices: [String: TranslationNotice] = [:]
        var drafts: Set<String> = []
        for row in status.rows {
            for cell in row.cells.values {
                guard let file = cell.file, cell.state != .missing else { continue }
                if cell.isDraft { drafts.insert(file) }
                notices[file] = TranslationNotice(
                    state: cell.state,
                    count: cell.state == .untranslated ? cell.untranslated : nil,
                    sections: cell.state == .outdated ? cell.sectionChanges : [],
                    sourceLanguage: cell.sourceLanguage,
                    isDraft: showingDrafts && cell.isDraft)
            }
        }
        return (notices, drafts)
    }
}
