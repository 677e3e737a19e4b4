import CourseModel
import CoursecSupport
import Foundation

/// The interface's compiled modules for one verify: a folder to pass to swiftc as
/// `-I`, or why there is none (every Apple typecheck then fails with that reason).
enum BuiltInterface: Sendable {
    case modules(String)
    case failed(String)

    /// Compiles `interface` (in the sandbox, as every compile) into
    /// `<cache>/interfaces/<digest>/modules`, sealed (`ModuleSeal`), or, without a cache,
    /// into a scratch folder that `remove` deletes after the verify. A kept folder is
    /// reused only when its seal holds; else `warn` names it and it is compiled again.
    static func build(
        _ interface: InterfaceModules, compiler: SwiftCompiler, sandbox: Sandbox?, environment: [String: String], cacheDirectory: String?,
        warn: (@Sendable (String) -> Void)? = nil
    ) -> (built: BuiltInterface, scratch: ScratchDirectory?) {
        let kept = cacheDirectory.map { FilePath($0).appending("interfaces/\(interface.digest)").canonical }
        let seal = ModuleSeal(signingKey: CacheEntry.signingKey(in: environment))
        if let kept, FileManager.default.fileExists(atPath: kept) {
            let why = isComplete(kept) ? seal.refusal(of: kept, digest: interface.digest) : "is incomplete"
            guard let why else { return (.modules(ModuleSeal.modules(in: kept)), nil) }
            warn?("\(kept): warning: cache entry \(why); not used, the Apple interface is compiled again")
            // Moved aside first: the rename below needs the name free.
            let aside = "\(kept).refused-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            if rename(kept, aside) == 0 { try? FileManager.default.removeItem(atPath: aside) }
        }
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory(environment: environment)
        } catch {
            return (.failed("cannot create a temporary folder for the Apple interface (\(error.reason))"), nil)
        }
        // Built beside its final place, so the rename that publishes it is atomic (the
        // scratch folder may be on another file system), and others never see half of it.
        let building = kept.map { "\($0).partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))" }
        let output = building.map(ModuleSeal.modules(in:)) ?? scratch.file("modules")
        try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        var compilerEnvironment = environment
        compilerEnvironment["TMPDIR"] = scratch.path
        let runner = ProcessRunner(timeout: 300, outputCap: 1 << 20)
        for (module, files) in interface.sources {
            let arguments = [
                "-parse-as-library", "-emit-module", "-module-name", module,
                "-emit-module-path", FilePath(output).appending("\(module).swiftmodule").spelling, "-I", output,
            ] + files.map(\.origin.file)
            let outcome = Sandbox.compile(
                [compiler.path] + arguments, by: runner, in: sandbox, environment: compilerEnvironment,
                scratch: scratch.path, readOnly: [interface.directory], writable: [output])
            guard outcome.succeeded else {
                scratch.remove()
                if let building { try? FileManager.default.removeItem(atPath: building) }
                let first = CompilerDiagnostic.errors(in: outcome.stderrText + outcome.stdoutText).first
                let detail = first.map { "\($0.fileName):\($0.line): \($0.message)" } ?? outcome.stderrText
                return (.failed("the Apple interface module \(module) does not compile: \(detail)"), nil)
            }
        }
        guard let kept, let building else { return (.modules(output), scratch) }
        scratch.remove()
        // Sealed before it is published, so no reader sees it unsealed. Several verifies
        // may build it at once: the first rename wins, the others find it.
        guard seal.seal(building, digest: interface.digest) else {
            try? FileManager.default.removeItem(atPath: building)
            return (.failed("cannot seal the Apple interface modules in \(building)"), nil)
        }
        if rename(building, kept) != 0 { try? FileManager.default.removeItem(atPath: building) }
        guard isComplete(kept), seal.refusal(of: kept, digest: interface.digest) == nil else {
            return (.failed("cannot keep the Apple interface modules in \(kept)"), nil)
        }
        return (.modules(ModuleSeal.modules(in: kept)), nil)
    }

    private static func isComplete(_ folder: String) -> Bool {
        InterfaceModules.modules.allSatisfy {
            FileManager.default.fileExists(atPath: FilePath(ModuleSeal.modules(in: folder)).appending("\($0).swiftmodule").spelling)
        }
    }
}
