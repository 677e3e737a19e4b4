/// `--no-sandbox`, shared by `verify`, `build` and `serve`: it runs snippets as before
/// the sandbox, and says so once, on standard error, so a CI log shows it.
enum SandboxChoice {
    static let noSandbox = Option(flag: "--no-sandbox", help: """
        compile and run snippets outside the bubblewrap sandbox
        (no network, read-only system, own PID namespace):
        only for lessons you trust
        """)

    /// Whether snippets run in the sandbox.
    static func fromArguments(_ arguments: Arguments, console: Console) -> Bool {
        guard arguments.has(noSandbox) else { return true }
        console.printError("warning: --no-sandbox: snippets are compiled and run without the sandbox, with this user's access to files, network and processes; only for lessons you trust")
        return false
    }
}
