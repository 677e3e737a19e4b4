import CourseModel
import CoursecSupport

/// Each code text's highlighted lines, made once per build and shared by the threads
/// making pages: a course shows the same code in every language (and the FAQ and steps
/// again), and lexing it was a large part of making a page document.
typealias HighlightMemo = Memo<String, [[SyntaxToken]]>

extension Memo where Key == String, Value == [[SyntaxToken]] {
    func lines(_ code: String) -> [[SyntaxToken]] {
        value(for: code) { SwiftHighlighter().lines(code) }
    }
}

/// Each lesson's heading slugs, made the first time a page asks and shared by the
/// threads making pages (its page, the FAQ page and its search sources all ask).
typealias SlugMemo = Memo<String, HeadingSlugs>

extension Memo where Key == String, Value == HeadingSlugs {
    func slugs(of lesson: Lesson) -> HeadingSlugs {
        value(for: lesson.file) { HeadingSlugs(lesson.document, language: lesson.language) }
    }
}
