import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Kills what a snippet left running in its session.
///
/// A snippet runs as the leader of a session of its own (`setsid`). Its children
/// stay in that session even when they leave its process group (Foundation's
/// `Process` puts each child in a new group), so after the snippet ends every
/// live process whose session id is the snippet's pid is one it started. Only a
/// process that calls `setsid` itself (a real daemon) leaves the session; that
/// needs a cgroup or a subreaper wrapper to catch, and is documented as a limit.
enum SessionSweep {
    /// SIGKILLs every live process of session `session` until none is left. Call it
    /// before reaping the leader, so its pid (the session id) cannot be reused meanwhile.
    static func killAll(inSession session: pid_t) { killAll(inSessions: [session]) }

    /// The same for several sessions at once, with one scan of `/proc` per round.
    static func killAll(inSessions sessions: Set<pid_t>) {
        guard !sessions.isEmpty else { return }
        // A member may fork between a scan and the kill; scan again until a scan is empty.
        for _ in 0..<8 {
            let members = liveMembers(ofSessions: sessions)
            if members.isEmpty { return }
            for member in members { kill(member, SIGKILL) }
        }
    }

    /// The processes of `/proc` in one of `sessions`, zombies (already dead) left out.
    static func liveMembers(ofSessions sessions: Set<pid_t>) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), let stat = Self.stat(of: pid) else { return nil }
            return sessions.contains(stat.session) && stat.state != "Z" && stat.state != "X" ? pid : nil
        }
    }

    /// State and session id from `/proc/PID/stat` (`pid (comm) state ppid pgrp session …`;
    /// comm may hold spaces and parentheses, so the fields are counted after the last `)`).
    static func stat(of pid: pid_t) -> (state: Character, session: pid_t)? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let session = pid_t(fields[3]) else { return nil }
        return (state, session)
    }
}
