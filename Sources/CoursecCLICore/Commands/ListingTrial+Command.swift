import CourseImport
import SnippetVerification

extension ListingTrial {
    /// The trial `coursec import` runs, of a book's listings or a seed's blocks: sandboxed
    /// as verify is (unless `--no-sandbox`), with verify's cache; nil with `--no-trial`, which
    /// runs nothing, so it gives no warning about the sandbox either.
    static func forImport(_ arguments: Arguments, console: Console) -> ListingTrial? {
        guard !arguments.has(ImportCommand.noTrial) else { return nil }
        return ListingTrial(options: VerifierOptions.forCommand(
            cacheDirectory: console.resolve(VerifierOptions.commandCacheFolder),
            compilerMemo: console.resolve(VerifierOptions.commandCompilerFolder), environment: console.environment,
            sandbox: SandboxChoice.fromArguments(arguments, console: console), here: console.currentDirectory,
            warn: { console.printError($0) }))
    }
}
