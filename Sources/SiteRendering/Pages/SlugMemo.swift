import CourseModel
import Foundation

/// Each lesson's heading slugs, made the first time a page asks and shared by the
/// threads making pages (its page, the FAQ page and its search sources all ask).
final class SlugMemo: @unchecked Sendable {
    // Unchecked: every access to `known` holds `lock`.
    private let lock = NSLock()
    private var known: [String: HeadingSlugs] = [:]

    func slugs(of lesson: Lesson) -> HeadingSlugs {
        if let slugs = lock.withLock({ known[lesson.file] }) { return slugs }
        let slugs = HeadingSlugs(lesson.document, language: lesson.language)
        lock.withLock { known[lesson.file] = slugs }
        return slugs
    }
}
