import CoursecSupport
import CourseModel
import Foundation

/// The swiftc that checks snippets: `SWIFTC` if set, else the first `swiftc` on PATH.
struct SwiftCompiler: Sendable {
    var path: String
    /// `swiftc --version`, part of every cache key.
    var version: String
    /// The commands the driver would run, asked once per shape of compile (`DriverJobs`).
    var driverJobs = DriverJobsCache()
    /// Added to a `run` compile's flags (`linkFlags(compilerPath:)`).
    var linkFlags: [String] = []

    /// A mode's flags with this toolchain's linker choice.
    func flags(for mode: CheckMode) -> [String] {
        (Self.flags[mode] ?? []) + (mode == .run ? linkFlags : [])
    }

    /// `-use-ld=lld` when the toolchain has lld beside its swiftc (swift.org's do), else
    /// the driver's default (gold): gold was 11 % of a cold sandboxed verify's CPU on the
    /// bench corpus (`perf`), and lld links a snippet with Foundation in about half its time.
    static func linkFlags(compilerPath: String) -> [String] {
        let folder = FilePath(FilePath(compilerPath).canonical).deletingLastComponent
        return FileManager.default.isExecutableFile(atPath: folder.appending("ld.lld").spelling) ? ["-use-ld=lld"] : []
    }

    // `-diagnostic-style llvm`: every note gets a `file:line:column: note:` line of its
    // own, which swiftc's default style gives only to a note in another file than its
    // error's; coursec maps each to the lesson (CompilerNote).
    static let flags: [CheckMode: [String]] = [
        // Line tables only: a crash's backtrace names the lesson line, at no measurable compile cost.
        // `-lm`: on Apple platforms libm is part of libSystem, so the standard library's
        // inlined calls into it (`Int(exactly:)` over a `Double` calls `round`) always link;
        // on Linux they link only when Glibc or Foundation is imported. A listing that links
        // on the book's platform links here too.
        .run: ["-Onone", "-gline-tables-only", "-module-name", "Snippet", "-o", "main", "-diagnostic-style", "llvm", "-lm"],
        .typecheck: ["-typecheck", "-module-name", "Snippet", "-diagnostic-style", "llvm"],
        .parse: ["-parse", "-diagnostic-style", "llvm"],
        // JobRunner adds `-I` and the folder of the compiled interface modules.
        .appleTypecheck: ["-typecheck", "-module-name", "Snippet", "-diagnostic-style", "llvm"],
        // SIL, not only types: a constant used before it is set, a missing return and
        // other definite-initialization errors books show are found there.
        .compileError: ["-emit-sil", "-module-name", "Snippet", "-o", "main", "-diagnostic-style", "llvm"],
    ]

    /// `memo`: a folder where what `swiftc --version` said is kept, by the path given and
    /// the canonical path, size and modification time of that swiftc and of the
    /// `swift-frontend` beside it (`FolderDigest.file`), as ccache's default
    /// `compiler_check` (mtime) does. Asking takes 0.12 s of wall time, a quarter of a
    /// `--no-verify` build's verify step after one lesson changed in the 1,000-lesson bench
    /// course; a toolchain installed or rebuilt in place changes what keys the memo.
    /// `build` already trusts the same stamp of swiftc to find a site up to date
    /// (`Verifier.cacheIdentity`).
    static func locate(environment: [String: String], memo: String? = nil) throws(CourseError) -> SwiftCompiler {
        let path = try locatePath(environment: environment)
        let memoFile = memo.map { FilePath($0).appending(versionMemoName(path)).spelling }
        if let memoFile, let data = FileManager.default.contents(atPath: memoFile), let version = String(data: data, encoding: .utf8),
           !version.isEmpty {
            return SwiftCompiler(path: path, version: version, linkFlags: linkFlags(compilerPath: path))
        }
        // Like every swiftc call, in a temporary folder of its own: the driver leaves a
        // `TemporaryDirectory.*` folder behind in TMPDIR even for --version.
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory(environment: environment)
        } catch {
            throw CourseError("cannot create a temporary folder for '\(path) --version': \(error.reason)")
        }
        defer { scratch.remove() }
        var versionEnvironment = environment
        versionEnvironment["TMPDIR"] = scratch.path
        let outcome = ProcessRunner(timeout: 60, outputCap: 1 << 20).run(path, ["--version"], environment: versionEnvironment)
        guard outcome.succeeded else {
            throw CourseError("'\(path) --version' failed: \(outcome.stderrText)")
        }
        let version = outcome.stdoutText + outcome.stderrText
        // Best effort: a memo not written only means asking again next time. Only in a cache
        // folder that exists (`.coursec-cache`): a build that fails before it has made one
        // leaves nothing behind.
        if let memo, let memoFile, !version.isEmpty,
           FileManager.default.fileExists(atPath: FilePath(memo).deletingLastComponent.spelling),
           (try? AtomicFile.makeFolders(memo)) != nil {
            try? AtomicFile.create(memoFile, Data(version.utf8))
        }
        return SwiftCompiler(path: path, version: version, linkFlags: linkFlags(compilerPath: path))
    }

    /// The memo's file name: what stands for the version of the swiftc at `path`.
    static func versionMemoName(_ path: String) -> String {
        let frontend = FilePath(FilePath(path).canonical).deletingLastComponent.appending("swift-frontend").spelling
        return "swiftc-version-" + SHA256.hex(["swiftc-version-1", path, FolderDigest.file(path), FolderDigest.file(frontend)].joined(separator: "\n"))
    }

    /// Why there is no swiftc, and what to install.
    static let missingMessage = "swiftc not found on PATH: checking snippets needs the Swift toolchain (https://www.swift.org/install/linux/) on PATH, or SWIFTC set to its swiftc"

    /// Where swiftc is, without asking it anything.
    static func locatePath(environment: [String: String]) throws(CourseError) -> String {
        let path: String
        if let given = environment["SWIFTC"], !given.isEmpty {
            path = given
        } else if let found = (environment["PATH"] ?? "").split(separator: ":").map({ "\($0)/swiftc" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            path = found
        } else {
            // One line that names what to install: an installed coursec runs without the
            // toolchain for everything but compiling snippets (`coursec doctor`).
            throw CourseError(Self.missingMessage)
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CourseError("swiftc '\(path)' is not an executable file")
        }
        return path
    }
}
