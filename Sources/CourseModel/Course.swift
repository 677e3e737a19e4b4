/// A course: `courses/<id>/course.json` and its lessons in every language.
public struct Course: Hashable, Sendable {
    /// A file compiled into every runnable snippet of the course (the verdict engine).
    public struct SupportFile: Hashable, Sendable {
        /// Path relative to the course folder, as written in course.json.
        public var path: String
        public var name: String
        public var code: String

        public init(path: String, name: String, code: String) {
            self.path = path
            self.name = name
            self.code = code
        }
    }

    public var id: String
    /// The course folder on disk.
    public var directory: String
    /// The course title per language code.
    public var titles: [String: String]
    public var sourceLanguage: String
    /// Lesson ids in course order.
    public var lessonOrder: [String]
    public var supportFiles: [SupportFile]
    public var lessons: [Lesson]
    /// `order` in course.json: where the course stands among the courses (lowest first).
    public var order: Int?
    /// `outputTemplates` in course.json: per language, the templates its imported book's
    /// output comments follow, learned from what its programs print. A translation in a
    /// language that has them has its output comments read by them (`OutputConvention`).
    public var outputTemplates: [String: [OutputTemplate]] = [:]

    public init(
        id: String, directory: String, titles: [String: String], sourceLanguage: String,
        lessonOrder: [String], supportFiles: [SupportFile], lessons: [Lesson]
    ) {
        self.id = id
        self.directory = directory
        self.titles = titles
        self.sourceLanguage = sourceLanguage
        self.lessonOrder = lessonOrder
        self.supportFiles = supportFiles
        self.lessons = lessons
    }

    /// Every language some lesson of the course is written in, sorted.
    public var languages: [String] {
        Array(Set(lessons.map(\.language))).sorted()
    }

    public func lesson(id: String, language: String) -> Lesson? {
        lessons.first { $0.id == id && $0.language == language }
    }

    /// The course's lessons in one language, in course order.
    public func lessons(in language: String) -> [Lesson] {
        // Each id's place looked up once, not searched for in every comparison.
        var places: [String: Int] = [:]
        for (place, id) in lessonOrder.enumerated() where places[id] == nil { places[id] = place }
        return lessons.filter { $0.language == language }.sorted { lhs, rhs in
            (places[lhs.id] ?? Int.max, lhs.order, lhs.id) < (places[rhs.id] ?? Int.max, rhs.order, rhs.id)
        }
    }

    /// The title in `language`, falling back to the source language's.
    public func title(in language: String) -> String {
        titles[language] ?? titles[sourceLanguage] ?? id
    }
}
