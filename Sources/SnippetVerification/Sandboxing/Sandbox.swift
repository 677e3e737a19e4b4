import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bubblewrap (`bwrap`) jail every swiftc call and every snippet runs in: its own
/// network namespace (loopback only), PID namespace (it sees and signals only its own
/// processes; when its first process ends the kernel kills the rest, `setsid` or
/// not), IPC and UTS namespaces; a read-only view of the system and the toolchain; its
/// scratch folder the only writable place besides a private `/tmp`; no capabilities;
/// and a process cap. docs/verify.md has the threat model.
struct Sandbox: Sendable {
    let bwrap: String
    /// Read-only mounts of the system and the toolchain, the same for every job.
    let systemArguments: [String]
    /// swiftc's module cache, writable for compiles only (rebuilding Foundation's
    /// modules for every snippet would cost seconds); programs never see it.
    let moduleCache: String?
    /// Processes (threads count) one job may have, by a pids cgroup when one can be made.
    let cgroup: PidsCgroup?
    /// The cgroups worker threads stand in, so that jobs are born capped (`ThreadCgroups`).
    let threadCgroups: ThreadCgroups?
    /// Programs run as `nobody` when coursec is root and no cgroup caps them:
    /// RLIMIT_NPROC does not bind root.
    let dropsToNobody: Bool

    static let processLimit = 256
    static let nobody: uid_t = 65534

    /// Finds bwrap and checks that the kernel lets it make its namespaces, so that a
    /// machine that refuses them stops verify at once with the way out named.
    static func prepare(compilerPath: String, environment: [String: String]) throws(CourseError) -> Sandbox {
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map { "\($0)/bwrap" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let bwrap = path else {
            throw CourseError("the snippet sandbox needs bubblewrap ('bwrap' is not on PATH; scripts/install-deps.sh installs it); run verify with --no-sandbox to compile and run snippets without it, only for lessons you trust")
        }
        let cgroup = PidsCgroup.locate(limit: processLimit)
        let sandbox = Sandbox(
            bwrap: bwrap,
            systemArguments: SystemView.arguments(compilerPath: compilerPath),
            moduleCache: SystemView.moduleCache(environment: environment),
            cgroup: cgroup,
            threadCgroups: cgroup.map(ThreadCgroups.init),
            dropsToNobody: cgroup == nil && geteuid() == 0)
        try sandbox.probe()
        return sandbox
    }

    /// How a job's processes are capped in number.
    enum ProcessCap: Equatable {
        /// `/bin/sh` joins this cgroup, made for the job, before it execs anything.
        case joins(String)
        /// Born in the pids cgroup the starting thread stands in (`ThreadCgroups`).
        case inherited
        /// No cgroup: a program gets RLIMIT_NPROC (under nobody when coursec is root).
        case none
    }

    /// The cap of a job started by the calling thread now; `release` after the job.
    func processCap(name: String) -> (cap: ProcessCap, release: () -> Void) {
        if threadCgroups?.enterForJob() == true { return (.inherited, {}) }
        guard let cgroup, let group = cgroup.make(name: name) else { return (.none, {}) }
        return (.joins(group), { cgroup.remove(group) })
    }

    /// Removes what the jobs of a verify left made: the threads' cgroups.
    func finish() { threadCgroups?.removeAll() }

    /// `/bin/sh` joins the job's cgroup (unless it was born in one) and sets the limits,
    /// then execs bwrap (through setpriv when it drops to nobody), so every process of
    /// the job is capped from its first instruction.
    /// `readOnly` and `writable` are folders besides the scratch folder that the job
    /// sees (the Apple interface's modules and sources, the folder they are built in).
    func command(
        _ argv: [String], scratch: String, cap: ProcessCap, limits: [String], program: Bool,
        readOnly: [String] = [], writable: [String] = []
    ) -> (executable: String, arguments: [String]) {
        var steps: [String] = []
        if case .joins = cap { steps.append("echo $$ > \"$0\"") }
        steps += limits
        steps.append("exec \"$@\"")
        var jail = [bwrap] + Self.namespaceArguments + systemArguments + ["--bind", scratch, scratch]
        if !program, let moduleCache { jail += ["--bind", moduleCache, moduleCache] }
        for folder in readOnly { jail += ["--ro-bind", folder, folder] }
        for folder in writable { jail += ["--bind", folder, folder] }
        // The root bwrap builds from the mounts above is made read-only last: a job writes
        // in its scratch folder and its private /tmp only.
        jail += ["--remount-ro", "/", "--chdir", scratch, "--"] + argv
        var prefix: [String] = []
        // Without a cgroup, RLIMIT_NPROC (prlimit: dash's ulimit spells it otherwise);
        // it binds only a uid other than root, hence nobody.
        if cap == .none, program { prefix += ["/usr/bin/prlimit", "--nproc=\(Self.processLimit)", "--"] }
        if program, dropsToNobody { prefix += ["/usr/bin/setpriv", "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", "--"] }
        var zero = "sh"
        if case .joins(let group) = cap { zero = group + "/cgroup.procs" }
        return ("/bin/sh", ["-c", steps.joined(separator: " && "), zero] + prefix + jail)
    }

    /// A compile: `argv` run by `runner` in `sandbox`, or as it is without one (`--no-sandbox`).
    static func compile(
        _ argv: [String], by runner: ProcessRunner, in sandbox: Sandbox?, environment: [String: String], scratch: String,
        cap: ProcessCap = .none, readOnly: [String] = [], writable: [String] = []
    ) -> ProcessOutcome {
        guard let sandbox else { return runner.run(argv[0], Array(argv.dropFirst()), environment: environment) }
        let (executable, arguments) = sandbox.command(
            argv, scratch: scratch, cap: cap, limits: [], program: false, readOnly: readOnly, writable: writable)
        return unwrapped(runner.run(executable, arguments, environment: environment))
    }

    /// Gives the scratch folder to the uid the program runs as, for it to write in.
    func admit(scratch: String) {
        if dropsToNobody { chown(scratch, Self.nobody, Self.nobody) }
    }

    /// bwrap exits with 128 + the signal that ended the program; the outcome says so,
    /// as it does without the sandbox (so a program's own `exit(139)` reads as a crash).
    static func unwrapped(_ outcome: ProcessOutcome) -> ProcessOutcome {
        guard case .exited(let code) = outcome.termination, code > 128, code <= 128 + 64 else { return outcome }
        var copy = outcome
        copy.termination = .signaled(code - 128)
        return copy
    }

    static let namespaceArguments = [
        "--unshare-net", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
        "--die-with-parent", "--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp",
    ]

    private func probe() throws(CourseError) {
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory(environment: [:])
        } catch {
            throw CourseError("cannot create a temporary folder to try the snippet sandbox: \(error.message)")
        }
        defer { scratch.remove() }
        admit(scratch: scratch.path)
        let (executable, arguments) = command(["/bin/sh", "-c", "exit 0"], scratch: scratch.path, cap: .none, limits: [], program: true)
        let outcome = ProcessRunner(timeout: 30, outputCap: 1 << 16).run(executable, arguments, environment: ["PATH": "/usr/bin:/bin"])
        guard outcome.succeeded else {
            let said = outcome.stderrText.split(separator: "\n").first.map(String.init) ?? "\(outcome.termination)"
            throw CourseError("the snippet sandbox cannot start (\(said)): this kernel or container refuses the namespaces bubblewrap needs; run verify with --no-sandbox to compile and run snippets without it, only for lessons you trust")
        }
    }
}
