/// A stand-in for Pagefind's service that takes `seconds` for each bundle, then writes one
/// of two files: `pagefind.js` (`// stand-in`) and `pagefind-entry.json`, whose `version`
/// is a checksum of the search sources it was given, so a test sees when an index was
/// made again from changed sources. It waits in steps of 0.1 s, so that being
/// stopped (SIGKILL) leaves no `sleep` behind for longer than that.
public enum DigestPagefind {
    /// Writes the script as `digest-pagefind.sh` in `directory`; its path.
    public static func write(in directory: TemporaryDirectory, seconds: Int = 0) throws -> String {
        let path = directory.file("digest-pagefind.sh")
        try ExecutableFile.write(Array(PagefindServiceScript.script(onWrite: """
                    steps=0
                    while [ "$steps" -lt \(seconds * 10) ]; do sleep 0.1; steps=$((steps + 1)); done
                    digest=$(find "$site" -type f | sort | xargs cat | cksum | cut -d ' ' -f 1)
                    mkdir -p "$out"
                    printf '// stand-in\\n' > "$out/pagefind.js"
                    printf '{"version":"%s","languages":{}}\\n' "$digest" > "$out/pagefind-entry.json"
            """).utf8), to: path)
        return path
    }
}
