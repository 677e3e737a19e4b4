/// What the command line tells the importer; everything left nil is found in the text.
public struct ImportOptions: Sendable {
    /// The course the lesson belongs to (only the CLI uses it, for the folder).
    public var course: String?
    public var language: String?
    public var id: String?
    /// The lesson's number in its course, when the text does not say.
    public var order: Int?

    public init(course: String? = nil, language: String? = nil, id: String? = nil, order: Int? = nil) {
        self.course = course
        self.language = language
        self.id = id
        self.order = order
    }
}
