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
    /// The whole source text, as read.
    public var text: String

    public init(
        file: String, course: String?, language: String, frontMatter: FrontMatter,
        id: String, title: String, summary: String, order: Int, source: String?,
        translationOf: TranslationReference?, document: MarkdownNode, blocks: [CodeBlock],
        faq: [FAQEntry], quizzes: [Quiz], courseLessonList: [String], text: String
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
        self.text = text
    }

    public var isTranslation: Bool { translationOf != nil }
}
