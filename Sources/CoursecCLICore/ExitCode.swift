/// The exit statuses of every command, as the CLI contract fixes them.
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// A check failed, or the user's input has an error.
    case failure = 1
    /// The command line itself is wrong (sysexits' EX_USAGE).
    case usage = 64
}
