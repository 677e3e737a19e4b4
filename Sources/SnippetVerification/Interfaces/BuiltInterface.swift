import CourseModel
import CoursecSupport
import Foundation

/// The interface's compiled modules for one verify: a folder to pass to swiftc as
/// `-I`, or why there is none (every Apple typecheck then fails with that reason).
enum BuiltInterface: Sendable {
    case modules(String)
    case failed(String)

    /// Compiles `interface` (in the sandbox, as every compile) into `<cache>/interfaces/<digest>` (reused when there), or,
    /// without a cache, into a scratch folder that `remove` deletes after the verify.
    static func build(
        _ interface: InterfaceModules, compiler: SwiftCompiler, sandbox: Sandbox?, environment: [String: String], cacheDirectory: String?
    ) -> (built: BuiltInterface, scratch: ScratchDirectory?) {
        let kept = cacheDirectory.map { FilePath($0).appending("interfaces/\(interface.digest)").canonical }
        if let kept, isComplete(kept) { return (.modules(kept), nil) }
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory(environment: environment)
        } catch {
            return (.failed("cannot create a temporary folder for the Apple interface (\(error.reason))"), nil)
        }
        // Built beside its final place, so the rename that publishes it is atomic (the
        // scratch folder may be on another file system), and others never see half of it.
        let output = kept.map { "\($0).partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))" } ?? scratch.file("modules")
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
                if kept != nil { try? FileManager.default.removeItem(atPath: output) }
                let first = CompilerDiagnostic.errors(in: outcome.stderrText + outcome.stdoutText).first
                let detail = first.map { "\($0.fileName):\($0.line): \($0.message)" } ?? outcome.stderrText
                return (.failed("the Apple interface module \(module) does not compile: \(detail)"), nil)
            }
        }
        guard let kept else { return (.modules(output), scratch) }
        // Several verifies may build it at once: the first rename wins, the others find it.
        if rename(output, kept) != 0 { try? FileManager.default.removeItem(atPath: output) }
        scratch.remove()
        return isComplete(kept) ? (.modules(kept), nil) : (.failed("cannot keep the Apple interface modules in \(kept)"), nil)
    }

    private static func isComplete(_ folder: String) -> Bool {
        InterfaceModules.modules.allSatisfy {
            FileManager.default.fileExists(atPath: FilePath(folder).appending("\($0).swiftmodule").spelling)
        }
    }
}
