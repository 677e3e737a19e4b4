import SnippetVerification
import Testing

/// The options `verify`, `build` and `serve` verify with, from `VerifierOptions.forCommand`.
@Suite struct CommandOptionsTests {
    @Test func theCommandsOptionsTakeTheirCacheEnvironmentSandboxFolderAndWarningsAndDefaultTheRest() {
        let options = VerifierOptions.forCommand(
            cacheDirectory: "cache/verify", environment: ["PATH": "/usr/bin", "COURSEC_CACHE_KEY": "k"], sandbox: false,
            here: "/work/project", warn: { _ in })
        #expect(options.cacheDirectory == "cache/verify")
        #expect(options.environment == ["PATH": "/usr/bin", "COURSEC_CACHE_KEY": "k"])
        #expect(options.sandbox == false)
        #expect(options.here == "/work/project")
        #expect(options.warn != nil)
        #expect(options.useCache && options.mergesRuns)
        #expect(options.limits == VerifierOptions.Limits())
        #expect(options.interfacesDirectory == nil)
    }

    @Test func theCommandsCacheFolderIsTheOneTheDocumentationNames() {
        #expect(VerifierOptions.commandCacheFolder == ".coursec-cache/verify")
    }
}
