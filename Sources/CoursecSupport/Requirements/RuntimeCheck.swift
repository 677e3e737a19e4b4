/// One thing coursec needs on the machine it runs on, as `coursec doctor` found it:
/// a value, so each stage says what it needs and the command alone prints it.
public struct RuntimeCheck: Hashable, Sendable {
    public enum State: String, Hashable, Sendable {
        /// There and usable.
        case found
        /// Missing or unusable, and a command coursec has cannot work without it.
        case missing
        /// Missing, and coursec works without it, doing less (no search index, no section names).
        case lacking
    }

    /// What is checked, as the author would name it: `bwrap`, `swiftc`, `templates`.
    public var name: String
    public var state: State
    /// What was found (a path, a version), or what is wrong.
    public var detail: String
    /// The command that installs what is missing (`apt-get install bubblewrap`); nil when found.
    public var fix: String?

    public init(_ name: String, _ state: State, _ detail: String, fix: String? = nil) {
        self.name = name
        self.state = state
        self.detail = detail
        self.fix = fix
    }

    /// Found, with what was found.
    public static func found(_ name: String, _ detail: String) -> RuntimeCheck {
        RuntimeCheck(name, .found, detail)
    }
}
