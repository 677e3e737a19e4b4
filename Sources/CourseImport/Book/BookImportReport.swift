import CourseModel

/// What an import did and what it could not confirm, for the summary `coursec import`
/// prints: per chapter, its listings counted by role and every finding at the book's
/// `file:line`.
public struct BookImportReport: Equatable, Sendable {
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public enum Kind: String, Sendable { case error, warning, note }
        public var kind: Kind
        public var location: SourceLocation?
        public var file: String
        public var message: String
        /// Whether it is the book's own defect (a link to nothing, a listing left open), not a
        /// limit of the import: the summary counts them, for the book's authors.
        public var isBookDefect: Bool

        public init(_ kind: Kind, file: String, line: Int? = nil, _ message: String, bookDefect: Bool = false) {
            self.kind = kind
            self.isBookDefect = bookDefect
            self.file = file
            self.location = line.map { SourceLocation(file: file, line: $0) }
            self.message = message
        }

        public var description: String { "\(location.map(String.init(describing:)) ?? file): \(kind.rawValue): \(message)" }
    }

    public struct Chapter: Equatable, Sendable {
        /// The chapter file in the book, and the lesson file it became (`en/07-closures.md`).
        public var source: String
        public var lesson: String
        /// Listings by role, in the order of `BlockRole`'s spelling (`run`, `typecheck`, …).
        public var roles: [(role: String, count: Int)]
        public var findings: [Finding]
        /// For a translation: the source lesson it was paired with, and how.
        public var pairedWith: String?

        public static func == (a: Chapter, b: Chapter) -> Bool {
            a.source == b.source && a.lesson == b.lesson && a.roles.map(\.role) == b.roles.map(\.role)
                && a.roles.map(\.count) == b.roles.map(\.count) && a.findings == b.findings && a.pairedWith == b.pairedWith
        }
    }

    public var chapters: [Chapter] = []
    /// Findings about the book as a whole: chapters listed but not there, files not listed, unpaired chapters.
    public var findings: [Finding] = []
    /// For a translation: the templates its output comments follow, learned from what its
    /// programs print, and the language they are of.
    public var templates: [OutputTemplate] = []
    public var templateLanguage: String?

    public init() {}

    /// Whether an element of the book was refused (a file out of the book): the rest is
    /// imported, and the command then exits 1.
    public var hasErrors: Bool {
        (findings + chapters.flatMap(\.findings)).contains { $0.kind == .error }
    }

    /// The errors (elements of the book refused), for standard error.
    public var errorLines: [String] {
        (findings + chapters.flatMap(\.findings)).filter { $0.kind == .error }.map(\.description)
    }

    /// The summary as `coursec import` prints it, without the errors (`errorLines`).
    public var lines: [String] {
        var lines = findings.filter { $0.kind != .error }.map(\.description)
        for chapter in chapters {
            let counts = chapter.roles.isEmpty ? "no listings" : chapter.roles.map { "\($0.role) \($0.count)" }.joined(separator: ", ")
            let pairing = chapter.pairedWith.map { " (translation of \($0))" } ?? ""
            lines.append("\(chapter.source) → \(chapter.lesson)\(pairing): \(counts)")
            lines += chapter.findings.filter { $0.kind != .error }.map { "  " + $0.description }
        }
        let defects = (findings + chapters.flatMap(\.findings)).filter(\.isBookDefect).count
        if defects > 0 { lines.append("the book's own defects: \(defects), each marked \"the book's defect\" above") }
        if let language = templateLanguage {
            let read = templates.reduce(0) { $0 + $1.explains }
            lines.append("output templates learned in '\(language)' from what its programs print: \(templates.count), explaining \(read) comments")
            lines += templates.map { "  \($0.spelling)  explains \($0.explains)" }
        }
        return lines
    }
}
