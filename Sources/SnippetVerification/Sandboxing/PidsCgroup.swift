import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A pids cgroup per job, under the cgroup coursec runs in: the kernel then refuses
/// the job's fork beyond `limit` processes (threads count), whatever its uid. Made
/// only where the cgroup file system lets us (root on cgroup v1, or a delegated v2
/// subtree); elsewhere the sandbox falls back to RLIMIT_NPROC.
struct PidsCgroup: Sendable {
    /// The folder jobs' cgroups are made in.
    let parent: String
    let limit: Int

    /// The pids cgroup coursec is in, if a child can be made in it and given a limit.
    static func locate(limit: Int) -> PidsCgroup? {
        guard let membership = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
        var candidates: [String] = []
        for line in membership.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            if fields[1].split(separator: ",").contains("pids") {
                candidates.append("/sys/fs/cgroup/pids" + fields[2])
            } else if fields[0] == "0", fields[1].isEmpty {
                candidates.append("/sys/fs/cgroup" + fields[2])
            }
        }
        for parent in candidates {
            let cgroup = PidsCgroup(parent: parent.hasSuffix("/") ? String(parent.dropLast()) : parent, limit: limit)
            if let probe = cgroup.make(name: "coursec-probe-\(getpid())") {
                cgroup.remove(probe)
                return cgroup
            }
        }
        return nil
    }

    /// A new cgroup for one job, its process limit (`limit` unless given) set; nil if either step failed.
    func make(name: String, limit: Int? = nil) -> String? {
        let path = parent + "/" + name
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else { return nil }
        guard FileManager.default.fileExists(atPath: path + "/pids.max"),
              (try? "\(limit ?? self.limit)".write(toFile: path + "/pids.max", atomically: false, encoding: .utf8)) != nil
        else {
            rmdir(path)
            return nil
        }
        ChildRegistry.shared.record(cgroup: path, of: self)
        return path
    }

    /// Kills whatever is still in the cgroup and removes it; a cgroup with a live
    /// process cannot be removed, so this retries while the kernel reaps them.
    func remove(_ path: String) {
        defer { ChildRegistry.shared.forget(cgroup: path) }
        for _ in 0..<200 {
            if rmdir(path) == 0 || errno == ENOENT { return }
            // A worker thread of ours still in it (`ThreadCgroups`; a signal ends coursec
            // while the thread waits for a job) is moved back to the parent.
            let tasks = (try? String(contentsOfFile: path + "/tasks", encoding: .utf8)) ?? ""
            for task in tasks.split(separator: "\n") where FileManager.default.fileExists(atPath: "/proc/self/task/\(task)") {
                try? String(task).write(toFile: parent + "/tasks", atomically: false, encoding: .utf8)
            }
            let members = (try? String(contentsOfFile: path + "/cgroup.procs", encoding: .utf8)) ?? ""
            // A cgroup a worker thread stood in lists coursec itself until the thread has ended.
            for member in members.split(separator: "\n") { if let pid = pid_t(member), pid != getpid() { kill(pid, SIGKILL) } }
            usleep(5_000)
        }
    }
}
