/// One option of a command, declared once: the parser, the usage line, the help
/// and every lookup use this value, so a misspelt name is a compile error rather
/// than a lookup that silently finds nothing.
public struct Option: Hashable, Sendable {
    /// The long name with its dashes (`--out`); values are stored under it.
    public let name: String
    /// The one-letter spelling (`o` for `-o`), if any.
    public let short: Character?
    /// What the help calls the value (`DIR`); nil for a flag, which takes none.
    public let value: String?
    /// The values allowed; the usage line lists them instead of `value`.
    public let choices: [String]
    /// Shown in the usage line without brackets.
    public let isRequired: Bool
    /// The help's description, one or more lines.
    public let help: String

    public init(_ name: String, short: Character? = nil, value: String, choices: [String] = [], required: Bool = false, help: String) {
        self.name = name
        self.short = short
        self.value = value
        self.choices = choices
        self.isRequired = required
        self.help = help
    }

    public init(flag name: String, short: Character? = nil, help: String) {
        self.name = name
        self.short = short
        self.value = nil
        self.choices = []
        self.isRequired = false
        self.help = help
    }

    public var isFlag: Bool { value == nil }

    /// How the usage line shows it: `[--out DIR]`, `[--format text|json]`, `--to LANG`.
    public var usage: String {
        let shown = [name] + (choices.isEmpty ? value.map { [$0] } ?? [] : [choices.joined(separator: "|")])
        let text = shown.joined(separator: " ")
        return isRequired ? text : "[\(text)]"
    }

    /// How the help's option table names it: `--out DIR`, or `-o, --out DIR` with a short spelling.
    public var label: String {
        (short.map { "-\($0), " } ?? "") + ([name] + (value.map { [$0] } ?? [])).joined(separator: " ")
    }
}
