/// For a command that handles its own signals while verifying (`coursec serve`):
/// kills every snippet and compiler verify has running, removes their scratch
/// folders, and starts nothing new, as `InterruptCleanup` does before coursec ends.
public enum SnippetCleanup {
    public static func stopEverything() {
        ChildRegistry.shared.close()
    }

    /// Whether a verify stopped by `stopEverything` holds a thread of the process for
    /// ever: the work that started that verify never finishes, and is not to be waited for.
    public static var holdsAThread: Bool { ChildRegistry.shared.holdsAThread }
}
