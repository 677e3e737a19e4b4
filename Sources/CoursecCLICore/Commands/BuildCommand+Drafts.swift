import CourseModel
import CourseTranslation

extension BuildCommand {
    /// The courses without their draft translations, so that no page, FAQ entry,
    /// home-page count, sitemap entry or search entry comes from a draft.
    static func withoutDrafts(_ courses: [Course], status: TranslationStatus) -> [Course] {
        let drafts = Set(status.rows.flatMap { $0.cells.values.filter(\.isDraft).compactMap(\.file) })
        return courses.map { course in
            var published = course
            published.lessons.removeAll { drafts.contains($0.file) }
            return published
        }
    }
}
