import CoursecSupport
import CourseModel
import Foundation

extension Verifier {
    /// What the results of a verify served wholly from the cache depend on besides the
    /// lessons and the cache's entries, found without running anything: swiftc's file
    /// (its version is in every key, but asking it takes a third of a second), the
    /// Apple interface files, the limits and flags, whether the cache is read and
    /// signed, and where it is. A build whose lessons, cache entries and identity are
    /// those of an earlier build gets the same results (`build` skips it all then).
    public static func cacheIdentity(options: VerifierOptions) -> String {
        let path = try? SwiftCompiler.locatePath(environment: options.environment)
        let compiler = path.map(FolderDigest.file) ?? "no swiftc"
        let interfaces = options.interfacesDirectory ?? (try? InterfaceModules.locate(from: options.here))
        let signingKey = options.environment["COURSEC_CACHE_KEY"].flatMap { $0.isEmpty ? nil : SHA256.hex($0) } ?? "unsigned"
        let limits = options.limits
        return [
            "swiftc \(compiler)",
            "interfaces \(interfaces ?? "none") \(interfaces.map(FolderDigest.stamps) ?? "")",
            "flags \(SwiftCompiler.flags.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue): \($0.value)" }) \(path.map(SwiftCompiler.linkFlags) ?? [])",
            "limits \(limits.runSeconds) \(limits.compileSeconds) \(limits.outputBytes) \(limits.memoryKiB) \(limits.compileMemoryKiB)",
            "cache \(options.useCache) \(options.cacheDirectory ?? "none") \(signingKey)",
            "sandbox \(options.sandbox) merged \(options.mergesRuns)",
        ].joined(separator: "\n")
    }
}
