extension VerifierOptions {
    /// Where `verify`, `build` and `serve` cache outcomes, from the current folder,
    /// unless `verify --cache-dir` says otherwise.
    public static let commandCacheFolder = ".coursec-cache/verify"
    /// Where they keep what `swiftc --version` said (`compilerMemoDirectory`), from the same folder.
    public static let commandCompilerFolder = ".coursec-cache/compiler"

    /// The options `verify`, `build` and `serve` start from, so the three compile a
    /// snippet alike and share one cache: the command's environment (where swiftc is
    /// found, and what `COURSEC_CACHE_KEY` signs with), its sandbox choice, and its
    /// warnings printed as it prints them, and the folder it runs in.
    public static func forCommand(
        cacheDirectory: String, compilerMemo: String? = nil, environment: [String: String], sandbox: Bool, here: String,
        warn: @escaping @Sendable (String) -> Void
    ) -> VerifierOptions {
        var options = VerifierOptions(cacheDirectory: cacheDirectory)
        options.compilerMemoDirectory = compilerMemo
        options.here = here
        options.environment = environment
        options.sandbox = sandbox
        options.warn = warn
        return options
    }
}
