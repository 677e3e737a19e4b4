import Testing

/// What makes a suite slow or needs a tool beyond the Swift toolchain. `make test-fast`
/// runs every test that has none of these (README, "Tests"); `make test` runs them all.
/// Tag the suite (`@Suite(.tags(.compiles))`), or the one test, that does the thing.
extension Tag {
    /// Runs swiftc on snippets, in bwrap as verify does: `Verifier`, `coursec verify`,
    /// or `coursec build` without `--no-verify`.
    @Tag public static var compiles: Self
    /// Starts the built `coursec` executable as a separate process.
    @Tag public static var binary: Self
    /// Checks what the snippet sandbox (bwrap) allows and refuses.
    @Tag public static var sandbox: Self
    /// Builds a Pagefind search index: `coursec build`, and `SiteBuilder` or `BuildContext`
    /// unless given `searchIndexer: nil`.
    @Tag public static var pagefind: Self
    /// Runs node over a built site's search script.
    @Tag public static var node: Self
    /// Drives headless Chromium over a built site through WebDriver (chromium-driver, python3-selenium).
    @Tag public static var browser: Self
}
