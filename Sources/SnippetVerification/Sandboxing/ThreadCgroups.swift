import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Pids cgroups that coursec's worker threads stand in, so that every process a
/// thread starts is born in one, capped from its first instruction, without moving
/// anything. Moving a process into a cgroup (writing `cgroup.procs`) waits for an RCU
/// grace period: about 10 ms of every job's wall time on this kind of machine,
/// more than bubblewrap itself. A thread moves once (cgroup v1 moves single threads:
/// `0` written to `tasks` moves the writer) and then starts job after job, one at a time.
///
/// A job's processes leave the count only when the kernel frees them, up to a
/// second after its PID namespace died, about one per job. So the limit is the job's
/// `limit` plus the thread plus `lingering`, and a job starts only in a cgroup whose
/// count is at most the thread plus `lingering`: every job may start at least `limit`
/// processes and at most `limit + lingering`. A cgroup that holds more (after a fork
/// loop) is left for a new one and removed at the end, with the others.
final class ThreadCgroups: Sendable {
    let cgroup: PidsCgroup
    static let lingering = 32
    /// The cgroups made, and whether the kernel refused one (then no thread tries again).
    private let state = Mutex<(made: [String], refused: Bool)>(([], false))
    /// The thread's entry for this verifier's cgroups only.
    private var key: String { "coursec-pids-cgroup-\(ObjectIdentifier(self).hashValue)" }
    /// Names unique in the process: verifiers running at once (tests) must not share a cgroup.
    private static let serial = SerialNumbers()

    init(_ cgroup: PidsCgroup) { self.cgroup = cgroup }

    /// Puts the calling thread in a pids cgroup with room for a job; false when the
    /// kernel does not move single threads (cgroup v2): then each job joins a cgroup of its own.
    func enterForJob() -> Bool {
        // The main thread would stay in it, and the cgroup could not be removed.
        if Thread.isMainThread || state.withLock({ $0.refused }) { return false }
        let dictionary = Thread.current.threadDictionary
        if let path = dictionary[key] as? String, Self.count(path).map({ $0 <= 1 + Self.lingering }) ?? false { return true }
        // Made through `PidsCgroup` for the name and the registry; the limit is set again for the room.
        guard let path = cgroup.make(name: "coursec-\(getpid())-thread-\(Self.serial.next())") else {
            state.withLock { $0.refused = true }
            return false
        }
        guard Self.write("\(cgroup.limit + 1 + Self.lingering)", to: path + "/pids.max"), Self.write("0", to: path + "/tasks") else {
            cgroup.remove(path)
            state.withLock { $0.refused = true }
            return false
        }
        state.withLock { $0.made.append(path) }
        dictionary[key] = path
        return true
    }

    /// Removes every cgroup made, once the threads that stood in them have ended.
    func removeAll() {
        let paths = state.withLock { state in
            defer { state.made = [] }
            return state.made
        }
        for path in paths { cgroup.remove(path) }
    }

    private static func count(_ path: String) -> Int? {
        (try? String(contentsOfFile: path + "/pids.current", encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// One write(2) from the calling thread: `0` in `tasks` moves the thread that writes it.
    private static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return Glibc.write(descriptor, bytes, bytes.count) == bytes.count
    }
}
