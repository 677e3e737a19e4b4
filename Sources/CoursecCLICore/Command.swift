/// One `coursec` subcommand: its name, usage line and help, and what it does.
public protocol Command: Sendable {
    static var name: String { get }
    /// The usage line, printed with every usage error.
    static var usage: String { get }
    /// What `--help` prints after the usage line.
    static var help: String { get }
    static var flags: Set<String> { get }
    static var options: Set<String> { get }
    static func run(_ arguments: Arguments, console: Console) throws -> ExitCode
}
