import Foundation

/// How a `Verifier` checks snippets.
public struct VerifierOptions: Sendable {
    /// The limits every snippet runs under; all of them are part of the cache key.
    public struct Limits: Hashable, Sendable {
        /// Wall-clock seconds a program may run.
        public var runSeconds: Double = 10
        /// Wall-clock seconds swiftc may take for one snippet.
        public var compileSeconds: Double = 120
        /// Bytes of output after which a program is killed.
        public var outputBytes = 1 << 20
        /// Virtual memory of a program (`ulimit -v`). 1 GiB: a Swift program needs
        /// under 32 MiB to start, and each thread reserves 8 MiB of stack.
        public var memoryKiB = 1 << 20
        /// Bytes each RAM disk of a sandboxed job may hold: its `/tmp`, its `/dev/shm` and
        /// a program's own folder. They are memory that `ulimit -v` does not count, so a
        /// job may use up to `memoryKiB` plus three of these (docs/verify.md).
        public var writableBytes = 64 << 20
        /// Virtual memory of each process of a compile (`ulimit -v`): the swift driver,
        /// the frontend, the linker. 4 GiB: compiling courses/ and the bench corpus, the
        /// largest is the driver at 0.8 GiB (81 MiB resident: the rest is thread stacks
        /// and malloc arenas, which grow with the threads), the frontend at 0.45 GiB. It
        /// stops a frontend near 3.8 GB resident instead of the machine's memory.
        public var compileMemoryKiB = 4 << 20

        public init() {}
    }

    /// Snippets compiled at once.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    public var limits = Limits()
    /// Where outcomes are cached (`.coursec-cache/verify`), or nil for no cache at all.
    public var cacheDirectory: String?
    /// Where `swiftc --version` is kept by what stands for swiftc's version
    /// (`SwiftCompiler.locate`), or nil to ask swiftc every time. Not inside
    /// `cacheDirectory`: `build` compares that folder's stamp to know the site is up to date.
    public var compilerMemoDirectory: String?
    /// Read the cache (false for `--no-cache`: every snippet is compiled again and nothing is written).
    public var useCache = true
    /// Compile and run every snippet in the sandbox (false for `--no-sandbox`).
    public var sandbox = true
    /// Called with each warning (an unusable cache entry), once per entry and verify.
    public var warn: (@Sendable (String) -> Void)?
    /// The environment swiftc is found in (`SWIFTC`, `PATH`) and runs with.
    public var environment: [String: String] = ProcessInfo.processInfo.environment
    /// The Apple interface folder (`interfaces/`, with `UIKit`, `SwiftUI` and `Combine`
    /// folders of Swift files); nil: found as the templates are (docs/interfaces.md).
    public var interfacesDirectory: String?
    /// The folder the command runs in (absolute), where `interfaces/` is looked for first;
    /// nil for a caller that is no command: then only coursec's own folders are.
    public var here: String?

    /// Compile `run` snippets that can share an executable together (`MergedBatch`), each
    /// still run alone; false compiles every snippet alone. The results are the same.
    public var mergesRuns = true

    /// Fail a `swift compile-error` block whose stated error swiftc gives at the stated
    /// line in other words (`--strict-messages`); by default it passes with a note that
    /// shows both, since compilers reword their messages between releases.
    public var strictMessages = false

    public init(cacheDirectory: String? = nil) {
        self.cacheDirectory = cacheDirectory
    }
}
