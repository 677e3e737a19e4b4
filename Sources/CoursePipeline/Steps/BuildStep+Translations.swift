import CourseTranslation
import SiteRendering

extension BuildStep {
    /// Each translation's state, for the lesson indexes and the notice on its page:
    /// facts only (a count, the changed sections and their language), which the
    /// templates put into sentences of the page's own language.
    public static let compareTranslations = BuildStep("compare translations") { context in
        var notices: [String: TranslationNotice] = [:]
        for row in TranslationStatus.compute(courses: context.courses).rows {
            for cell in row.cells.values {
                guard let file = cell.file, cell.state != .missing else { continue }
                notices[file] = TranslationNotice(
                    state: cell.state,
                    count: cell.state == .untranslated ? cell.untranslated : nil,
                    sections: cell.state == .outdated ? cell.sectionChanges : [],
                    sourceLanguage: cell.sourceLanguage)
            }
        }
        context.translationNotices = notices
    }
}
