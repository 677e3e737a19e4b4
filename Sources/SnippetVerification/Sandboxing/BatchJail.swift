import CourseModel
import CoursecSupport
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One sandbox for all the members of a merged batch, when coursec is root: bubblewrap
/// started once, with `coursec-jail-init` (Sources/CoursecJailInit) as its first process,
/// which runs each member on request in namespaces, RAM disks and a uid of its own.
/// What a member gets is what a jail of its own gives it (`Sandbox.command`); docs/verify.md,
/// "One sandbox per batch", has the threat model.
///
/// coursec talks to the init on a socket only coursec and the init hold: a request names the
/// member (an id), its uid and its selector, and carries the member's pipe ends (its standard
/// output and error, and a group's marks and answers), so each member writes on pipes of its
/// own; the init reports each member's wait status when its PID namespace has ended.
final class BatchJail: Sendable {
    private let pid: pid_t
    private let socket: Int32
    private let errors: Int32
    private let output: Int32
    private let cgroup: (path: String, owner: PidsCgroup)?
    private let state = Mutex(State())

    private struct State {
        var reports: [UInt32: Report] = [:]
        var nextID: UInt32 = 0
        /// Set once the init did not answer, ended, or could not be written to: no member starts any more.
        var broken = false
        var stopped = false
    }

    enum Report: Equatable {
        /// The program's wait status, or nil when it was killed before reporting.
        case ended(Int32?)
        case notStarted(Int32)
    }

    private init(pid: pid_t, socket: Int32, errors: Int32, output: Int32, cgroup: (path: String, owner: PidsCgroup)?) {
        self.pid = pid
        self.socket = socket
        self.errors = errors
        self.output = output
        self.cgroup = cgroup
    }

    /// The init's executable: beside the running executable (a build's folder, which holds
    /// the test runner too), or in `libexec/coursec` beside its `bin` (an installed coursec).
    static let initExecutable: String? = {
        let name = "coursec-jail-init"
        let places = ShippedFolder.runningExecutables(from: FileManager.default.currentDirectoryPath).flatMap { executable in
            let folder = FilePath(executable).deletingLastComponent
            return [folder.appending(name), folder.deletingLastComponent.appending("libexec/coursec/\(name)")]
        }
        return places.map(\.spelling).first { access($0, X_OK) == 0 }
    }()

    /// Starts the jail of the batch whose executable is `folder/main`; nil when coursec is
    /// not root, the init is not installed, or the jail could not start (each member then
    /// gets a jail of its own, as before). `concurrency`: members that may run at once
    /// (`--jobs`), for the jail's process cap.
    static func start(sandbox: Sandbox, folder: String, limits: VerifierOptions.Limits, concurrency: Int) -> BatchJail? {
        guard let initExecutable else { return nil }
        let arguments = [
            String(limits.memoryKiB), String(Int(limits.runSeconds.rounded(.up)) + 1), String(Sandbox.processLimit), String(sandbox.writableBytes),
        ]
        // The jail's processes: its init and reaper, and each member's reaper and `processLimit`
        // (their own uid's RLIMIT_NPROC caps each), so no member's fork loop starves another.
        let cgroup = sandbox.cgroup.flatMap { owner in
            owner.make(name: "coursec-\(getpid())-batch-\(serial.next())", limit: 2 + ThreadCgroups.lingering + concurrency * (Sandbox.processLimit + 1))
                .map { (path: $0, owner: owner) }
        }
        let removeCgroup = { if let cgroup { cgroup.owner.remove(cgroup.path) } }
        guard let (executable, jail) = sandbox.batchCommand(
            init: initExecutable, folder: folder, memberLimits: arguments, cap: cgroup.map { .joins($0.path) } ?? .inherited,
            programEnvironment: JobRunner.lineBuffering)
        else {
            removeCgroup()
            return nil
        }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            removeCgroup()
            return nil
        }
        let started = ProcessRunner(timeout: 0, outputCap: 0).spawn(executable, jail, environment: JobRunner.programEnvironment(folder), input: ends[1])
        close(ends[1])
        guard case .success(let child) = started else {
            close(ends[0])
            removeCgroup()
            return nil
        }
        for pipe in [child.stdout, child.stderr] { _ = fcntl(pipe, F_SETFL, fcntl(pipe, F_GETFL) | O_NONBLOCK) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return BatchJail(pid: child.pid, socket: ends[0], errors: child.stderr, output: child.stdout, cgroup: cgroup)
    }

    private static let serial = SerialNumbers()

    /// Member `selector`'s run, as `JobRunner.runProgram` would give it from a jail of its
    /// own; nil when the jail is broken (the member is then run in a jail of its own).
    func run(selector: String, marks: Int?, timeout: Double, outputCap: Int) -> ProcessOutcome? {
        let clock = Stopwatch()
        guard let id = state.withLock({ state -> UInt32? in
            guard !state.broken, !state.stopped else { return nil }
            defer { state.nextID += 1 }
            return state.nextID
        }) else { return nil }
        guard let pipes = Self.pipes(marked: marks != nil) else { return nil }
        let sent = send(Request(operation: 1, id: id, uid: Self.uid(), selector: selector), carrying: pipes.childEnds)
        pipes.childEnds.forEach { close($0) }
        guard sent else {
            pipes.parentEnds.forEach { close($0) }
            breakDown()
            return nil
        }
        let child = SpawnedChild(pid: 0, stdout: pipes.parentEnds[0], stderr: pipes.parentEnds[1], marks: pipes.marks)
        let watcher = ProcessRunner(timeout: timeout, outputCap: outputCap)
        var report: Report?
        let watch = watcher.watch(child, marks: marks ?? 0, deadline: clock.start + UInt64(timeout * 1e9)) {
            report = self.report(for: id)
            switch report {
            // As wait statuses: killed by SIGKILL, or exited 127.
            case .ended(let status): return status ?? SIGKILL
            case .notStarted: return 127 << 8
            case nil: return state.withLock { $0.broken } ? SIGKILL : nil
            }
        }
        if report == nil, !state.withLock({ $0.broken }) {
            // Out of time, flooding or marking wrongly: the init kills the member's PID namespace.
            if send(Request(operation: 2, id: id, uid: 0, selector: ""), carrying: []) { report = awaitReport(for: id) } else { breakDown() }
        }
        // The jail broke under it: the member is run again in a jail of its own.
        guard let report else { return nil }
        if case .notStarted(let error) = report {
            return ProcessOutcome(termination: .notStarted(error), stdout: Data(), stderr: watch.stderr, seconds: clock.seconds)
        }
        guard case .ended(let status) = report else { return nil }
        // Killed on coursec's request: the watch's ending says why.
        return ProcessRunner.outcome(watch, status: status ?? SIGKILL, clock, marks: marks)
    }

    /// Ends the init (closing its socket kills every member still running), then the jail.
    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        guard wasRunning else { return }
        close(socket)
        // The init ends at once when its socket closes, killing every member; a jail that
        // has not ended in 0.2 s is killed (before it is reaped, so its pid is still its own).
        var status: Int32 = 0
        var reaped = false
        for _ in 0..<200 where !reaped {
            reaped = waitpid(pid, &status, WNOHANG) == pid
            if !reaped { usleep(1_000) }
        }
        if !reaped {
            kill(-pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        }
        ChildRegistry.shared.forget(session: pid)
        ChildRegistry.shared.waitIfClosed()
        close(errors)
        close(output)
        if let cgroup { cgroup.owner.remove(cgroup.path) }
    }

    deinit { stop() }

    // MARK: The protocol (the structures of Sources/CoursecJailInit/main.c)

    private struct Request {
        var operation: UInt32
        var id: UInt32
        var uid: UInt32
        var selector: String

        /// 12 bytes of numbers and 52 of selector, NUL-padded, as `struct request`.
        var bytes: [UInt8]? {
            let text = Array(selector.utf8)
            guard text.count < 52, !text.contains(0) else { return nil }
            var bytes: [UInt8] = []
            for number in [operation, id, uid] { withUnsafeBytes(of: number.littleEndian) { bytes += $0 } }
            return bytes + text + [UInt8](repeating: 0, count: 52 - text.count)
        }
    }

    /// A member's uid: never 0 or nobody's, and not another member's of this coursec until
    /// 2^31 members later (a serial number from a random start), so the kernel has freed
    /// every process of the earlier one: the process count RLIMIT_NPROC caps is the uid's,
    /// so each member's is its own. Another coursec running at the same time draws its
    /// own start: two ranges of n members each overlap with a chance of about 2n / 2^31.
    static func uid() -> UInt32 {
        (1 << 24) + UInt32((uidStart + uids.next()) & 0x7fff_ffff)
    }

    private static let uidStart = Int.random(in: 0..<(1 << 31))
    private static let uids = SerialNumbers()

    private func send(_ request: Request, carrying descriptors: [Int32]) -> Bool {
        guard let bytes = request.bytes else { return false }
        return bytes.withUnsafeBytes { payload -> Bool in
            var vector = iovec(iov_base: UnsafeMutableRawPointer(mutating: payload.baseAddress), iov_len: payload.count)
            let space = descriptors.isEmpty ? 0 : Self.controlSpace(descriptors.count)
            var control = [UInt8](repeating: 0, count: max(space, 1))
            return control.withUnsafeMutableBytes { controlBytes -> Bool in
                var message = msghdr()
                return withUnsafeMutablePointer(to: &vector) { vectorPointer -> Bool in
                    message.msg_iov = vectorPointer
                    message.msg_iovlen = 1
                    if !descriptors.isEmpty {
                        message.msg_control = controlBytes.baseAddress
                        message.msg_controllen = space
                        let header = controlBytes.baseAddress!.assumingMemoryBound(to: cmsghdr.self)
                        header.pointee.cmsg_level = SOL_SOCKET
                        header.pointee.cmsg_type = Int32(SCM_RIGHTS)
                        header.pointee.cmsg_len = Self.controlLength(descriptors.count)
                        let data = controlBytes.baseAddress! + MemoryLayout<cmsghdr>.stride
                        for (index, descriptor) in descriptors.enumerated() {
                            data.storeBytes(of: descriptor, toByteOffset: index * 4, as: Int32.self)
                        }
                    }
                    // SEQPACKET: the request goes whole or not at all; a full socket waits.
                    while true {
                        if sendmsg(socket, &message, Int32(MSG_NOSIGNAL)) == payload.count { return true }
                        if errno == EINTR { continue }
                        if errno == EAGAIN { usleep(1_000); continue }
                        return false
                    }
                }
            }
        }
    }

    private static func controlLength(_ count: Int) -> Int { MemoryLayout<cmsghdr>.stride + 4 * count }
    private static func controlSpace(_ count: Int) -> Int {
        let align = MemoryLayout<Int>.stride
        return MemoryLayout<cmsghdr>.stride + (4 * count + align - 1) / align * align
    }

    /// Reads every report the socket holds, and returns `id`'s if it came (by now or before).
    private func report(for id: UInt32) -> Report? {
        state.withLock { state in
            while !state.broken {
                var bytes = [UInt8](repeating: 0, count: 16)
                let count = bytes.withUnsafeMutableBytes { recv(socket, $0.baseAddress, 16, 0) }
                if count == 16 {
                    let words = (0..<4).map { index in bytes[index * 4..<index * 4 + 4].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
                    let status = Int32(bitPattern: words[2])
                    state.reports[words[1]] = words[0] == 1 ? .ended(status < 0 ? nil : status) : .notStarted(status)
                    continue
                }
                if count < 0, errno == EINTR { continue }
                if count < 0, errno == EAGAIN { break }
                // The init ended, or wrote what it never writes.
                state.broken = true
            }
            return state.reports.removeValue(forKey: id)
        }
    }

    /// Waits up to five seconds for `id`'s report after a kill; a jail that does not answer
    /// is killed whole (its members with it) and no member starts in it any more.
    private func awaitReport(for id: UInt32) -> Report? {
        let clock = Stopwatch()
        while clock.seconds < 5 {
            if let report = report(for: id) { return report }
            if state.withLock({ $0.broken }) { return nil }
            var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, 10)
        }
        breakDown()
        return nil
    }

    private func breakDown() {
        state.withLock { $0.broken = true }
        kill(-pid, SIGKILL)
    }

    /// A member's pipes: the ends coursec reads (and a group's answer end it writes), and
    /// those it sends the init. Every end close-on-exec, so no other child of coursec holds one.
    private static func pipes(marked: Bool) -> (parentEnds: [Int32], childEnds: [Int32], marks: (read: Int32, answer: Int32)?)? {
        var made: [[Int32]] = []
        for _ in 0..<(marked ? 4 : 2) {
            var ends: [Int32] = [-1, -1]
            guard ProcessRunner.closeOnExecPipe(&ends) else {
                made.joined().forEach { close($0) }
                return nil
            }
            made.append(ends)
        }
        // Output, errors and marks: coursec reads (end 0), the member writes (end 1). Answers: the other way.
        var parentEnds = [made[0][0], made[1][0]]
        var childEnds = [made[0][1], made[1][1]]
        var marks: (read: Int32, answer: Int32)?
        if marked {
            parentEnds += [made[2][0], made[3][1]]
            childEnds += [made[2][1], made[3][0]]
            marks = (made[2][0], made[3][1])
        }
        return (parentEnds, childEnds, marks)
    }

}
