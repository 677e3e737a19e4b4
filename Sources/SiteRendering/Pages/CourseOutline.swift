import CourseModel

/// What the pages of one course ask about its lessons, worked out once per build.
/// Asking the course on every page (`Course.lessons(in:)` sorts the whole course,
/// `lessonOrder.firstIndex`, filtering every lesson for a page's other languages)
/// made a page's cost grow with the course, and the build with its square.
struct CourseOutline {
    let course: Course
    /// Every language some lesson is written in, sorted.
    let languages: [String]
    /// Each language's lessons in course order.
    private let ordered: [String: [Lesson]]
    /// Each lesson's place in its language's order, by language and id.
    private let positions: [String: [String: Int]]
    /// The lessons of one id in every language, sorted by language.
    private let editions: [String: [Lesson]]
    /// The first lesson of each id in the order the course was read.
    private let firstRead: [String: Lesson]
    /// The first place of an id in the course's lesson list.
    private let listed: [String: Int]

    init(_ course: Course) {
        self.course = course
        languages = course.languages
        var ordered: [String: [Lesson]] = [:]
        var positions: [String: [String: Int]] = [:]
        for language in languages {
            let lessons = course.lessons(in: language)
            ordered[language] = lessons
            var places: [String: Int] = [:]
            for (place, lesson) in lessons.enumerated() where places[lesson.id] == nil { places[lesson.id] = place }
            positions[language] = places
        }
        self.ordered = ordered
        self.positions = positions
        editions = Dictionary(grouping: course.lessons, by: \.id).mapValues { $0.sorted { $0.language < $1.language } }
        var firstRead: [String: Lesson] = [:]
        for lesson in course.lessons where firstRead[lesson.id] == nil { firstRead[lesson.id] = lesson }
        self.firstRead = firstRead
        var listed: [String: Int] = [:]
        for (place, id) in course.lessonOrder.enumerated() where listed[id] == nil { listed[id] = place }
        self.listed = listed
    }

    func lessons(in language: String) -> [Lesson] { ordered[language] ?? [] }

    func position(of lesson: Lesson) -> Int? { positions[lesson.language]?[lesson.id] }

    /// The lessons of `id` in every language, sorted by language.
    func editions(of id: String) -> [Lesson] { editions[id] ?? [] }

    /// The lesson of `id` in `language`, if the course has it.
    func lesson(id: String, language: String) -> Lesson? {
        positions[language]?[id].map { ordered[language]![$0] }
    }

    /// The first lesson of `id` the course read, in any language.
    func firstRead(_ id: String) -> Lesson? { firstRead[id] }

    /// The place of `id` in the course's lesson list, as `lessonOrder.firstIndex(of:)`.
    func listedPosition(of id: String) -> Int? { listed[id] }
}
