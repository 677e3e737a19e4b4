import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The bubblewrap (`bwrap`) jail every swiftc call and every snippet runs in: its own
/// network namespace (loopback only), PID namespace (it sees and signals only its own
/// processes; when its first process ends the kernel kills the rest, `setsid` or
/// not), IPC and UTS namespaces; a read-only view of the system and the toolchain;
/// size-capped RAM disks as its only writable places besides a compile's scratch
/// folder; an unprivileged uid with no capabilities; and a process cap.
/// docs/verify.md has the threat model.
struct Sandbox: Sendable {
    let bwrap: String
    /// Read-only mounts of the system and the toolchain, the same for every job.
    let systemArguments: [String]
    /// The files of `/etc` a job sees, one copy bound for all of a verify's jobs.
    let etc: EtcCopy
    /// swiftc's module cache, writable for compiles only (rebuilding Foundation's
    /// modules for every snippet would cost seconds); programs never see it.
    let moduleCache: SystemView.ModuleCache?
    /// Processes (threads count) one job may have, by a pids cgroup when one can be made.
    let cgroup: PidsCgroup?
    /// The cgroups worker threads stand in, so that jobs are born capped (`ThreadCgroups`).
    let threadCgroups: ThreadCgroups?
    /// The uid (and gid) every process of a job runs as, when coursec is root: bubblewrap
    /// started by root keeps every capability for the job (CAP_SYS_ADMIN remounts `/usr`
    /// read-write, CAP_DAC_READ_SEARCH opens any host file by handle), so `setpriv`
    /// inside the jail makes it `nobody`, with an empty bounding set, before anything of
    /// the job runs. nil when coursec is not root: bwrap then makes a user namespace
    /// mapping only coursec's own uid, and drops every capability itself.
    let unprivileged: uid_t?
    /// Bytes each RAM disk of a job may hold (`/tmp`, `/dev/shm`, a program's folder).
    let writableBytes: Int

    static let processLimit = 256
    static let nobody: uid_t = 65534

    /// Finds bwrap and checks that the kernel lets it make its namespaces, so that a
    /// machine that refuses them stops verify at once with the way out named.
    static func prepare(compilerPath: String, environment: [String: String], writableBytes: Int) throws(CourseError) -> Sandbox {
        guard let bwrap = executable(environment: environment) else {
            throw CourseError("the snippet sandbox needs bubblewrap ('bwrap' is not on PATH; apt-get install bubblewrap); run verify with --no-sandbox to compile and run snippets without it, only for lessons you trust")
        }
        let cgroup = PidsCgroup.locate(limit: processLimit)
        let unprivileged = geteuid() == 0 ? nobody : nil
        let sandbox = Sandbox(
            bwrap: bwrap,
            systemArguments: SystemView.arguments(compilerPath: compilerPath),
            etc: EtcCopy(),
            moduleCache: SystemView.moduleCache(environment: environment, owner: unprivileged),
            cgroup: cgroup,
            threadCgroups: cgroup.map(ThreadCgroups.init),
            unprivileged: unprivileged,
            writableBytes: writableBytes)
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

    /// A verify begins: what its jobs share (the copy of `/etc`'s files) is made when its first jail starts.
    func begin(environment: [String: String]) { etc.begin(environment: environment) }

    /// Removes what the jobs of a verify left made: the threads' cgroups, and with the
    /// last verify of this sandbox, the copy of `/etc`'s files.
    func finish() {
        threadCgroups?.removeAll()
        etc.end()
    }

    /// `/bin/sh` joins the job's cgroup (unless it was born in one) and sets the limits,
    /// then execs bwrap, so every process of the job is capped from its first instruction.
    ///
    /// A compile writes in `scratch` (a folder on disk, given to the job's uid: the
    /// program it builds is run from there) and sees `readOnly` and `writable` besides
    /// (the Apple interface's sources, the folder its modules are built in). A program
    /// gets a RAM disk of its own at `scratch` instead, with `scratch/main` bound into it
    /// read-only: it cannot change what another run of the same executable (a merged
    /// batch's member) runs, and what it writes is capped and gone when it ends.
    /// `programEnvironment` is set inside the jail (`--setenv`), for the job's command
    /// alone, not for the shell, bwrap and setpriv that start it.
    func command(
        _ argv: [String], scratch: String, cap: ProcessCap, limits: [String], program: Bool,
        readOnly: [String] = [], writable: [String] = [], programEnvironment: [String: String] = [:]
    ) -> (executable: String, arguments: [String]) {
        // Root's jail keeps only what setpriv needs to become `unprivileged` (below);
        // another user's has no capability at all.
        var jail = jailArguments(keeping: unprivileged == nil ? nil : ["CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP"])
        if program {
            let executable = FilePath(scratch).appending("main").spelling
            jail += SystemView.parentFolders(of: [scratch]) + ramDisk(scratch, mode: "0777") + ["--ro-bind", executable, executable]
        } else {
            jail += SystemView.parentFolders(of: [scratch] + [moduleCache?.seenAs].compactMap { $0 } + readOnly + writable)
            jail += ["--bind", scratch, scratch]
            if let moduleCache { jail += ["--bind", moduleCache.folder, moduleCache.seenAs] }
            for folder in readOnly { jail += ["--ro-bind", folder, folder] }
            for folder in writable { jail += ["--bind", folder, folder] }
        }
        for (name, value) in programEnvironment.sorted(by: { $0.key < $1.key }) { jail += ["--setenv", name, value] }
        // The root bwrap builds from the mounts above is made read-only last.
        jail += ["--remount-ro", "/", "--chdir", scratch, "--"]
        if let unprivileged {
            jail += [
                "/usr/bin/setpriv", "--reuid=\(unprivileged)", "--regid=\(unprivileged)", "--clear-groups",
                "--bounding-set=-all", "--inh-caps=-all", "--",
            ]
        }
        jail += argv
        var prefix: [String] = []
        // Without a cgroup, RLIMIT_NPROC (prlimit: dash's ulimit spells it otherwise); it
        // binds the unprivileged uid the job becomes inside the jail, not root.
        if cap == .none, program { prefix += ["/usr/bin/prlimit", "--nproc=\(Self.processLimit)", "--"] }
        return Self.started(prefix + jail, cap: cap, limits: limits)
    }

    /// `/bin/sh` joins the cgroup of `cap` (unless the process is born in one) and sets the
    /// limits, then execs `argv`, so every process of it is capped from its first instruction.
    private static func started(_ argv: [String], cap: ProcessCap, limits: [String]) -> (executable: String, arguments: [String]) {
        var steps: [String] = []
        var zero = "sh"
        if case .joins(let group) = cap {
            steps.append("echo $$ > \"$0\"")
            zero = group + "/cgroup.procs"
        }
        steps += limits + ["exec \"$@\""]
        return ("/bin/sh", ["-c", steps.joined(separator: " && "), zero] + argv)
    }

    /// bwrap with the namespaces, RAM disks and read-only system every jail has; `keeping`
    /// the capabilities it keeps (only when coursec is root), nil for none.
    private func jailArguments(keeping capabilities: [String]?) -> [String] {
        var jail = [bwrap] + Self.namespaceArguments
        if let capabilities { jail += ["--cap-drop", "ALL"] + capabilities.flatMap { ["--cap-add", $0] } }
        return jail + ramDisk("/tmp", mode: "1777") + ["--dev", "/dev"] + ramDisk("/dev/shm", mode: "1777") + systemArguments + etc.arguments
    }

    /// The jail of a merged batch's members (`BatchJail`), when coursec is root and has
    /// the init: `init` runs in it as root, keeping only what it needs to give each member
    /// namespaces, RAM disks and a `/proc` of its own (CAP_SYS_ADMIN), its loopback
    /// (CAP_NET_ADMIN), its own uid (CAP_SETUID, CAP_SETGID) and an empty bounding set
    /// (CAP_SETPCAP). It sees the batch's `folder/main` read-only, and the init itself, which
    /// is given `memberLimits` (its arguments after the folder); with a `.joins` cap it is
    /// started in that cgroup. nil when coursec is not root: members then get a jail each (`command`).
    func batchCommand(
        init initExecutable: String, folder: String, memberLimits: [String], cap: ProcessCap, programEnvironment: [String: String]
    ) -> (executable: String, arguments: [String])? {
        guard unprivileged != nil else { return nil }
        var jail = jailArguments(keeping: ["CAP_SYS_ADMIN", "CAP_NET_ADMIN", "CAP_SETUID", "CAP_SETGID", "CAP_SETPCAP"])
        let executable = FilePath(folder).appending("main").spelling
        jail += SystemView.parentFolders(of: [folder, initExecutable]) + ["--ro-bind", executable, executable, "--ro-bind", initExecutable, initExecutable]
        for (name, value) in programEnvironment.sorted(by: { $0.key < $1.key }) { jail += ["--setenv", name, value] }
        jail += ["--remount-ro", "/", "--chdir", folder, "--", initExecutable, folder] + memberLimits
        guard case .joins = cap else { return (jail[0], Array(jail.dropFirst())) }
        return Self.started(jail, cap: cap, limits: [])
    }

    /// A tmpfs of `writableBytes` at `path`, writable by the job's uid.
    private func ramDisk(_ path: String, mode: String) -> [String] {
        ["--perms", mode, "--size", String(writableBytes), "--tmpfs", path]
    }

    /// A compile: `argv` run by `runner` in `sandbox`, or as it is without one (`--no-sandbox`);
    /// `limits` are shell commands (`ulimit -v N`) run before it in either case.
    static func compile(
        _ argv: [String], by runner: ProcessRunner, in sandbox: Sandbox?, environment: [String: String], scratch: String,
        cap: ProcessCap = .none, readOnly: [String] = [], writable: [String] = [], limits: [String] = []
    ) -> ProcessOutcome {
        guard let sandbox else {
            if limits.isEmpty { return runner.run(argv[0], Array(argv.dropFirst()), environment: environment) }
            return runner.run("/bin/sh", ["-c", (limits + ["exec \"$@\""]).joined(separator: " && "), "sh"] + argv, environment: environment)
        }
        for folder in [scratch] + writable { sandbox.admit(folder) }
        let (executable, arguments) = sandbox.command(
            argv, scratch: scratch, cap: cap, limits: limits, program: false, readOnly: readOnly, writable: writable)
        return unwrapped(runner.run(executable, arguments, environment: environment))
    }

    /// Gives a folder a compile writes in to the uid the job runs as. Others may pass
    /// through it (not list it): bwrap's last step, `--chdir`, is taken as root without
    /// its capabilities, before setpriv.
    func admit(_ folder: String) {
        guard let unprivileged else { return }
        chown(folder, unprivileged, unprivileged)
        chmod(folder, 0o711)
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
        "--die-with-parent", "--proc", "/proc",
    ]

    private func probe() throws(CourseError) {
        let scratch: ScratchDirectory
        do {
            scratch = try ScratchDirectory(environment: [:])
        } catch {
            throw CourseError("cannot create a temporary folder to try the snippet sandbox: \(error.reason)")
        }
        defer { scratch.remove() }
        // A program, as a snippet's is run: the jail binds `main` into its folder.
        do {
            try scratch.write("main", "#!/bin/sh\nexit 0\n")
        } catch {
            throw CourseError("cannot write in a temporary folder to try the snippet sandbox: \(error.reason)")
        }
        chmod(scratch.file("main"), 0o755)
        let (executable, arguments) = command([scratch.file("main")], scratch: scratch.path, cap: .none, limits: [], program: true)
        let outcome = ProcessRunner(timeout: 30, outputCap: 1 << 16).run(executable, arguments, environment: ["PATH": "/usr/bin:/bin"])
        guard outcome.succeeded else {
            let said = outcome.stderrText.split(separator: "\n").first.map(String.init) ?? "\(outcome.termination)"
            throw CourseError("the snippet sandbox cannot start (\(said)): this kernel or container refuses the namespaces bubblewrap needs; run verify with --no-sandbox to compile and run snippets without it, only for lessons you trust")
        }
    }
}
