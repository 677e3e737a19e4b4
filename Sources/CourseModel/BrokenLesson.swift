/// A lesson file with an error: left out of its course so that everything else is
/// still verified, shown and counted, and reported with every one of its errors.
public struct BrokenLesson: Equatable, Sendable {
    public var file: String
    public var course: String?
    public var language: String
    /// The id its file name gives (`02-coordinator.md` → `coordinator`), as the
    /// front matter may be what is broken.
    public var id: String
    public var errors: [CourseError]

    public init(file: String, course: String?, language: String, id: String, errors: [CourseError]) {
        self.file = file
        self.course = course
        self.language = language
        self.id = id
        self.errors = errors
    }

    /// The line of the first error (1 when it names no line).
    public var line: Int { errors.first?.location?.line ?? 1 }
}
