import CoursecSupport
import Testing

/// Where a shipped folder is looked for: the command's folder first, when there is a
/// command, then beside the executables.
@Suite struct ShippedFolderTests {
    @Test func withoutTheCommandsFolderOnlyCoursecsOwnFoldersAreLookedIn() {
        let executables = ["/usr/local/bin/coursec", "/work/coursec/.build/x86_64-unknown-linux-gnu/debug/coursec"]
        #expect(ShippedFolder.candidates("interfaces", executables: executables) == [
            "/usr/local/share/coursec/interfaces",
            "/work/coursec/.build/x86_64-unknown-linux-gnu/share/coursec/interfaces",
            "/work/coursec/interfaces",
        ])
        #expect(ShippedFolder.candidates("interfaces", currentDirectory: "/home/a/project", executables: executables) == [
            "/home/a/project/interfaces",
            "/usr/local/share/coursec/interfaces",
            "/work/coursec/.build/x86_64-unknown-linux-gnu/share/coursec/interfaces",
            "/work/coursec/interfaces",
        ])
    }
}
