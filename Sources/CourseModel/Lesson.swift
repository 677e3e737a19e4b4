import Foundation
/// One lesson in one language, as parsed from `courses/<course>/<lang>/NN-id.md`.
public struct Lesson: Hashable, Sendable {
    /// The path as given by the user (used in every message about this lesson).
    public var file: String
    /// The course id (the folder name), or nil for a lesson outside a course.
    public var course: String?
    public var language: String
    public var frontMatter: FrontMatter
    public var id: String
    public var title: String
    public var summary: String
    public var order: Int
    public var source: String?
    public var translationOf: TranslationReference?
    /// The Markdown body, after the front matter, with lesson-file line numbers.
    public var document: MarkdownNode
    /// The snippet blocks (every `swift …` and `output` fence) in order.
    public var blocks: [CodeBlock]
    public var faq: [FAQEntry]
    public var quizzes: [Quiz]
    /// Titles from the lesson's course lesson list section, in order.
    public var courseLessonList: [String]
    /// The FAQ, quiz and lesson-list sections, in order: the one reading of the
    /// markers, which the renderer follows rather than reading them again.
    public var markedSections: [MarkedSection]
    public var untranslated: UntranslatedText
    /// The whole source text, as read.
    public var text: String

    public init(
        file: String, course: String?, language: String, frontMatter: FrontMatter,
        id: String, title: String, summary: String, order: Int, source: String?,
        translationOf: TranslationReference?, document: MarkdownNode, blocks: [CodeBlock],
        faq: [FAQEntry], quizzes: [Quiz], courseLessonList: [String],
        markedSections: [MarkedSection] = [], untranslated: UntranslatedText = UntranslatedText(), text: String
    ) {
        self.file = file
        self.course = course
        self.language = language
        self.frontMatter = frontMatter
        self.id = id
        self.title = title
        self.summary = summary
        self.order = order
        self.source = source
        self.translationOf = translationOf
        self.document = document
        self.blocks = blocks
        self.faq = faq
        self.quizzes = quizzes
        self.courseLessonList = courseLessonList
        self.markedSections = markedSections
        self.untranslated = untranslated
        self.text = text
    }

    public var isTranslation: Bool { translationOf != nil }

    /// `02-coordinator.md` → `coordinator`: the id a lesson file's name gives;
    /// nil without the `NN-` that orders the files.
    /// `coordinator`, 2 → `02-coordinator.md`: the file name of the lesson `id` at place
    /// `number` of its course (two digits at least; `00` for a lesson with no place).
    public static func fileName(id: String, number: Int?) -> String {
        "\(String(format: "%02d", number ?? 0))-\(id).md"
    }

    /// Ids no lesson may take: the pages every course has in each language folder of the
    /// site (`<course>/<lang>/index.html`, `print.html`), with what each one is.
    public static let pageNames = ["index": "the course's lesson list", "print": "the whole course on one page"]

    public static func id(fromFileName fileName: String) -> String? {
        let stem = String(fileName.dropLast(3))
        guard let dash = stem.firstIndex(of: "-"), dash != stem.startIndex, stem[..<dash].allSatisfy(\.isNumber) else { return nil }
        return String(stem[stem.index(after: dash)...])
    }
}
