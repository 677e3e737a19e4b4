/// For a command that handles its own signals while verifying (`coursec serve`):
/// kills every snippet and compiler verify has running, removes their scratch
/// folders, and starts nothing new, as `InterruptCleanup` does before coursec ends.
public enum SnippetCleanup {
    public static func stopEverything() {
        ChildRegistry.shared.close()
    }
}
