import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every child session and scratch folder verify has alive, so that a signal ending
/// coursec (`InterruptCleanup`) can kill and remove them: the defers of the threads
/// that own them never run then, and a snippet in a session of its own would keep
/// running with init as its parent.
///
/// Once `close()` has run nothing new starts (spawning and making a folder happen
/// under the same lock, so none can slip in between the sweep and the exit), and a
/// thread that would go on (start something, or return the outcome of a process the
/// cleanup killed) waits instead for the signal to end the process: otherwise verify
/// could finish first, report those kills as failures and exit with status 1.
final class ChildRegistry: Sendable {
    static let shared = ChildRegistry()

    private struct State {
        /// Session (and process group) ids: each child is its session's leader.
        var sessions: Set<pid_t> = []
        var folders: Set<String> = []
        /// Pids cgroups made for jobs (`PidsCgroup`), removed like the folders.
        var cgroups: [String: PidsCgroup] = [:]
        var closed = false
        /// Threads waiting for ever in `waitIfClosed`: a verify with one can never finish.
        var parked = 0
    }

    private let state = Mutex(State())

    /// Blocks for ever once a signal is ending the process: outcomes seen from then on
    /// are of processes the cleanup killed, and say nothing about the snippet.
    func waitIfClosed() {
        guard state.withLock({ $0.closed }) else { return }
        state.withLock { $0.parked += 1 }
        while true { sleep(60) }
    }

    /// Whether a thread waits in `waitIfClosed`, so that the verify it works for never ends.
    var holdsAThread: Bool { state.withLock { $0.parked > 0 } }

    /// Runs `spawn` (which returns the new session leader's pid, or nil) and records
    /// the session, unless the registry is closed.
    func spawn(_ spawn: () -> pid_t?) -> pid_t? {
        waitIfClosed()
        return state.withLock { state in
            guard !state.closed else { return nil }
            guard let pid = spawn() else { return nil }
            state.sessions.insert(pid)
            return pid
        }
    }

    /// Forgets `session` once its leader is killed and before it is reaped (its pid
    /// could then be reused by a process that is none of ours).
    func forget(session: pid_t) { _ = state.withLock { $0.sessions.remove(session) } }

    /// Runs `make` (which returns the new folder's path, or nil) and records the folder,
    /// unless the registry is closed.
    func makeFolder(_ make: () -> String?) -> String? {
        waitIfClosed()
        return state.withLock { state in
            guard !state.closed, let path = make() else { return nil }
            state.folders.insert(path)
            return path
        }
    }

    func forget(folder: String) { _ = state.withLock { $0.folders.remove(folder) } }

    func record(cgroup path: String, of cgroup: PidsCgroup) { state.withLock { $0.cgroups[path] = cgroup } }

    func forget(cgroup path: String) { _ = state.withLock { $0.cgroups.removeValue(forKey: path) } }

    /// Stops every start, SIGKILLs every recorded process group and what is left in
    /// its session, and removes every recorded folder. For a signal that ends coursec.
    func close() {
        let (live, made, groups) = state.withLock { state in
            state.closed = true
            return (state.sessions, state.folders, state.cgroups)
        }
        for session in live { kill(-session, SIGKILL) }
        SessionSweep.killAll(inSessions: live)
        for folder in made { try? FileManager.default.removeItem(atPath: folder) }
        for (path, cgroup) in groups { cgroup.remove(path) }
    }
}
