/// What `verify` found for one snippet block of one lesson in one language.
/// The site's badges and every report format are made from these values.
public struct SnippetResult: Hashable, Sendable {
    public enum Status: String, Hashable, Sendable, Codable {
        case passed, failed, skipped
    }

    /// The verdict of one expected line, in the verdict engine's own vocabulary.
    public enum Verdict: String, Hashable, Sendable, Codable {
        /// uyumlu: the actual line equals the expected one (trailing whitespace ignored).
        case matches
        /// bayat: the actual line differs.
        case differs
        /// eksik: the program printed fewer lines; this expected line has no actual line.
        case missing
        /// artık: an actual line with no expected line.
        case extra
        /// okunmadı: a translation's output comment no template of its book fits, so what
        /// the program printed there is compared with nothing: neither passed nor failed.
        case unread

        /// Whether the line fails its snippet: it differs, is missing or extra.
        public var fails: Bool { self != .matches && self != .unread }

        /// The verdict in the words of a lesson in `language`, as messages and the
        /// preview's error page show it: Turkish and Japanese have their own, every other
        /// language the English names.
        public func word(in language: String) -> String {
            switch (language.split(separator: "-").first.map(String.init) ?? language, self) {
            case ("tr", _): courseWord
            case ("ja", .matches): "一致"
            case ("ja", .differs): "相違"
            case ("ja", .missing): "不足"
            case ("ja", .extra): "余分"
            case ("ja", .unread): "未読"
            default: rawValue
            }
        }

        /// The widest word of a language, which a column of verdicts is padded to.
        public static func wordWidth(in language: String) -> Int {
            [Verdict.matches, .differs, .missing, .extra].map { $0.word(in: language).count }.max() ?? 0
        }

        /// The verdict engine's own word, which JSON's `word` keeps in every language.
        public var courseWord: String {
            switch self {
            case .matches: "uyumlu"
            case .differs: "bayat"
            case .missing: "eksik"
            case .extra: "artık"
            case .unread: "okunmadı"
            }
        }
    }

    public struct Line: Hashable, Sendable {
        /// 1-based line in the lesson file: of the expected line, or for an extra line
        /// the line after the output block's last line.
        public var lessonLine: Int
        public var verdict: Verdict
        public var expected: String?
        public var actual: String?

        public init(lessonLine: Int, verdict: Verdict, expected: String?, actual: String?) {
            self.lessonLine = lessonLine
            self.verdict = verdict
            self.expected = expected
            self.actual = actual
        }
    }

    /// The lesson file as the user named it.
    public var file: String
    /// The line reported for this snippet: the `output` block's line for an output
    /// mismatch, the offending lesson line for a compiler error, else the block's line.
    public var line: Int
    public var language: String
    public var course: String?
    public var lesson: String
    public var blockIndex: Int
    public var role: BlockRole
    public var name: String?
    public var status: Status
    /// Why it failed or was skipped, in one sentence; nil when it passed.
    public var reason: String?
    public var lines: [Line]
    public var seconds: Double
    public var cached: Bool
    /// Compiler errors, at the lesson lines (or support file lines) they are about.
    public var diagnostics: [Diagnostic]
    /// What was done to the snippet: run, typecheck, typecheck against the Apple interface, parse, nothing.
    public var check: Check
    /// A `run` whose program exited with status 0: what it printed is its whole
    /// output, so `verify --bless` may write it into the lesson.
    public var ranToCompletion = false
    /// Said beside the verdict, whatever it is: how the expected output was read,
    /// when the reader should know (a translation whose code drifted from its source's).
    public var note: String?
    /// `group=NAME` of the block: its result was judged from the group's one program.
    public var group: String?
    /// What a block of a group printed when its output is not judged (a `typecheck`,
    /// a `setup` with no expected output): shown in the report, never compared.
    public var printed: String?
    /// Where the lesson's source has the block, for a block imported with `source=N`.
    public var origin: Origin?

    public init(
        file: String, line: Int, language: String, course: String?, lesson: String, blockIndex: Int,
        role: BlockRole, name: String?, status: Status, reason: String?, lines: [Line], seconds: Double, cached: Bool,
        diagnostics: [Diagnostic] = [], check: Check = .parse
    ) {
        self.file = file
        self.line = line
        self.language = language
        self.course = course
        self.lesson = lesson
        self.blockIndex = blockIndex
        self.role = role
        self.name = name
        self.status = status
        self.reason = reason
        self.lines = lines
        self.seconds = seconds
        self.cached = cached
        self.diagnostics = diagnostics
        self.check = check
    }
}
