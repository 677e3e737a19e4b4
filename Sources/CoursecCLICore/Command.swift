/// One `coursec` subcommand: its name, operands, declared options and help, and
/// what it does. The usage line and `--help` are made from the declarations.
public protocol Command: Sendable {
    static var name: String { get }
    /// One line on what the command does, for `coursec --help`'s list of commands.
    static var abstract: String { get }
    /// What the usage line shows before the options (`<seed.txt>...`, `[PATH...]`), if anything.
    static var operands: String { get }
    /// What `--help` prints between the usage line and the option table.
    static var about: String { get }
    static var options: [Option] { get }
    /// The column where the help's option descriptions start: each command's table
    /// keeps the layout its help always had.
    static var helpColumn: Int { get }
    /// What `--help` prints after the option table, if anything.
    static var epilogue: String { get }
    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode
}

extension Command {
    public static var operands: String { "" }
    public static var epilogue: String { "" }

    /// The usage line, printed with every usage error.
    public static var usage: String {
        (["coursec", name] + (operands.isEmpty ? [] : [operands]) + options.map(\.usage)).joined(separator: " ")
    }

    /// What `--help` prints: the usage line, `about`, the option table and `epilogue`.
    public static var help: String {
        let table = options.map { option in
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let label = "  " + option.label
            let first = label + String(repeating: " ", count: max(helpColumn - label.count, 1)) + lines[0]
            return ([first] + lines.dropFirst().map { String(repeating: " ", count: helpColumn) + $0 }).joined(separator: "\n")
        }
        let parts = [about, table.joined(separator: "\n")] + (epilogue.isEmpty ? [] : [epilogue])
        return "usage: " + usage + "\n\n" + parts.joined(separator: "\n\n")
    }
}
