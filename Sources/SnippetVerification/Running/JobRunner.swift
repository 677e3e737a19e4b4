import CourseModel
import CoursecSupport
import Foundation

/// Compiles (and for `run`, runs) one job in a temporary directory of its own,
/// both in the sandbox unless it is nil (`--no-sandbox`).
struct JobRunner: Sendable {
    var compiler: SwiftCompiler
    var limits: VerifierOptions.Limits
    /// The environment swiftc runs with (the user's, so it finds its SDK and caches).
    var compilerEnvironment: [String: String]
    var sandbox: Sandbox?
    /// The compiled Apple interface, for `appleTypecheck` jobs (nil when none needs it).
    var interface: BuiltInterface?
    /// Jobs that run at once (`--jobs`): members of one batch jail may all be running.
    var concurrency = 1

    func run(_ job: VerificationJob) -> JobOutcome {
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory(environment: compilerEnvironment)
        } catch {
            return Self.notStarted(error, "cannot create a temporary directory")
        }
        defer { scratch.remove() }
        let directory = scratch.path
        let compile = self.compile(job.sources, job.mode, in: scratch, extraFlags: Self.wholeModule(job))
        let errors = CompilerDiagnostic.errors(in: compile.stderrText + compile.stdoutText)
        guard compile.succeeded, job.mode == .run else {
            return JobOutcome(compile: compile, errors: errors, run: nil)
        }
        return JobOutcome(compile: compile, errors: errors, run: runProgram(in: directory, marks: job.group?.marks))
    }

    /// A program of several files (a group's and its marks file, a lesson's support
    /// files, a lesson's `apple` blocks typechecked together) compiled by one frontend,
    /// as a merged batch is: without `-wmo` the driver starts a frontend per file, each
    /// loading the standard library (and the Apple interface) and parsing every file
    /// again, which cost the books' group programs a second frontend each, and a lesson
    /// of 7 `apple` blocks 49 frontends where 7 do.
    static func wholeModule(_ job: VerificationJob) -> [String] {
        [.run, .typecheck, .appleTypecheck].contains(job.mode) && job.sources.count > 1 ? ["-wmo"] : []
    }

    /// swiftc on `sources`, written into `scratch`; for `run`, the program is `scratch/main`.
    func compile(_ sources: [SnippetSource], _ mode: CheckMode, in scratch: ScratchDirectory, extraFlags: [String] = []) -> ProcessOutcome {
        let directory = scratch.path
        // swiftc is not started without every source: on a full disk it would fail
        // as if the snippet were wrong, and that would be cached.
        for source in sources {
            do {
                try scratch.write(source.name, source.code)
            } catch {
                return Self.notStarted(error, "cannot write \(source.name) in a temporary directory").compile
            }
        }
        var environment = compilerEnvironment
        environment["TMPDIR"] = directory
        let paths = sources.map { FilePath(directory).appending($0.name).spelling }
        var shape = compiler.flags(for: mode) + extraFlags
        var readOnly: [String] = []
        if mode == .appleTypecheck {
            switch interface {
            case .modules(let folder):
                shape += ["-I", folder]
                readOnly.append(folder)
            case .failed(let reason): return Self.notStarted(SystemFailure(code: 0), reason).compile
            case nil: return Self.notStarted(SystemFailure(code: 0), "the Apple interface was not compiled").compile
            }
        }
        var arguments = shape
        if let output = arguments.firstIndex(of: "-o") {
            arguments[output + 1] = FilePath(directory).appending("main").spelling
        }
        let compiling = ProcessRunner(timeout: limits.compileSeconds, outputCap: limits.outputBytes)
        func started(_ argv: [String]) -> ProcessOutcome {
            let cap = sandbox?.processCap(name: FilePath(directory).lastComponent + "-compile")
            defer { cap?.release() }
            return Sandbox.compile(
                argv, by: compiling, in: sandbox, environment: environment,
                scratch: directory, cap: cap?.cap ?? .none, readOnly: readOnly, limits: ["ulimit -v \(limits.compileMemoryKiB)"])
        }
        // The driver's jobs, run by one shell (`DriverJobs`); the driver itself when it
        // cannot say its jobs plainly, or when they stopped for a reason only it words.
        var direct: ProcessOutcome?
        if let jobs = compiler.driverJobs.jobs(compiler.path, arguments: shape, count: paths.count, environment: compilerEnvironment) {
            let workingDirectory = sandbox == nil ? FileManager.default.currentDirectoryPath : directory
            direct = started(["/bin/sh", "-c", jobs.script(directory: directory, paths: paths, workingDirectory: workingDirectory)])
            for folder in jobs.madeFolders(in: directory) { try? FileManager.default.removeItem(atPath: folder) }
        }
        var outcome = (direct.flatMap { DriverJobs.stands($0) ? $0 : nil } ?? started([compiler.path] + arguments + paths))
            .withoutDirectory(directory)
        // Told from its messages (the driver reports a frontend's failure as its own exit
        // status), so that the report names the cap and the outcome is kept as the input's.
        if outcome.failedToAllocate { outcome.termination = .memoryCapExceeded }
        return outcome
    }

    static func notStarted(_ failure: SystemFailure, _ message: String) -> JobOutcome {
        let compile = ProcessOutcome(termination: .notStarted(failure.code), stdout: Data(), stderr: Data(message.utf8), seconds: 0)
        return JobOutcome(compile: compile, errors: [], run: nil)
    }

    /// The program runs under /bin/sh only to take the resource limits with it:
    /// `exec` replaces the shell, so signals and the exit status are the program's.
    /// `selector` is the argument a merged executable picks its snippet by.
    /// `marks`: a group's program of that many blocks, whose marks between blocks are read (`GroupProgram`).
    func runProgram(in directory: String, selector: String? = nil, marks: Int? = nil) -> ProcessOutcome {
        // The CPU limit is a backstop for when coursec itself is SIGKILLed: nothing then
        // kills the program, and a busy loop ends on its own a second after the run limit.
        let cpuSeconds = Int(limits.runSeconds.rounded(.up)) + 1
        let ulimits = ["ulimit -c 0", "ulimit -v \(limits.memoryKiB)", "ulimit -t \(cpuSeconds)"]
        let argv = [FilePath(directory).appending("main").spelling] + (selector.map { [$0] } ?? [])
        var environment = Self.programEnvironment(directory)
        var running = ProcessRunner(timeout: limits.runSeconds, outputCap: limits.outputBytes)
        // In the sandbox the PID namespace's end kills whatever the program left, setsid
        // or not, before bwrap returns: scanning /proc as well cost each run milliseconds.
        running.sweepsSession = sandbox == nil
        let outcome: ProcessOutcome
        if let sandbox {
            let cap = sandbox.processCap(name: FilePath(directory).lastComponent + "-run")
            defer { cap.release() }
            let (executable, arguments) = sandbox.command(
                argv, scratch: directory, cap: cap.cap, limits: ulimits, program: true, programEnvironment: Self.lineBuffering)
            outcome = Sandbox.unwrapped(running.run(executable, arguments, environment: environment, marks: marks))
        } else {
            environment.merge(Self.lineBuffering) { $1 }
            let script = "cd \"$1\" && " + ulimits.joined(separator: " && ") + " && shift && exec \"$@\""
            outcome = running.run("/bin/sh", ["-c", script, "sh", directory] + argv, environment: environment, marks: marks)
        }
        return Self.settled(outcome, directory: directory)
    }

    /// A program's run as it is kept: without its folder's path in what it printed, and
    /// without a flood. A flood's first mebibyte says nothing the reason does not; the
    /// cache need not keep it. A group's blocks before the one that flooded keep what they
    /// printed (up to the last mark).
    static func settled(_ outcome: ProcessOutcome, directory: String) -> ProcessOutcome {
        var run = outcome.withoutDirectory(directory)
        if run.termination == .outputCapExceeded { run.stdout = run.stdout.prefix(run.marks?.last ?? 0) }
        return run
    }

    /// The environment a program runs with, in `directory` (its HOME and TMPDIR).
    static func programEnvironment(_ directory: String) -> [String: String] {
        [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": directory,
            "LANG": "C.UTF-8",
            "SWIFT_DETERMINISTIC_HASHING": "1",
            "TMPDIR": directory,
        ]
    }

    /// Standard output into a pipe is block-buffered: a crash would lose every line
    /// printed before it. coreutils' libstdbuf (under /usr, so the sandbox sees it too)
    /// makes it line-buffered for the C stdio that Swift's print writes through, as
    /// `stdbuf -oL` does, by the two variables stdbuf itself sets: without the exec of
    /// stdbuf, about a millisecond of every run. Without the library the program runs as it is.
    static let lineBuffering: [String: String] = {
        let library = ["/usr/libexec/coreutils/libstdbuf.so", "/usr/lib/coreutils/libstdbuf.so"]
            .first { FileManager.default.fileExists(atPath: $0) }
        return library.map { ["LD_PRELOAD": $0, "_STDBUF_O": "L"] } ?? [:]
    }()
}
