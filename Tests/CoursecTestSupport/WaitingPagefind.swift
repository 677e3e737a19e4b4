/// A stand-in for Pagefind's service that, given its first folder of sources, writes down
/// that folder (`site-folder`) and its process id (`pid`), then waits ten minutes: only
/// being stopped ends it within a test.
public enum WaitingPagefind {
    /// Writes the script as `pagefind.sh` in `directory`; its path.
    public static func write(in directory: TemporaryDirectory) throws -> String {
        let path = directory.file("pagefind.sh")
        try ExecutableFile.write(Array(PagefindServiceScript.script(onFolder: """
                    echo "$site" > "\(directory.file("site-folder"))"
                    echo $$ > "\(directory.file("pid.part"))"
                    mv "\(directory.file("pid.part"))" "\(directory.file("pid"))"
                    exec sleep 600
            """).utf8), to: path)
        return path
    }
}
