import Foundation

/// The live processes of the machine (zombies are dead), to check that nothing a
/// snippet started outlived verify.
public enum LiveProcesses {
    /// The pids of live processes whose arguments (`/proc/PID/cmdline`) satisfy `matches`.
    public static func matching(_ matches: ([String]) -> Bool) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { name in
            guard Int(name) != nil,
                  let line = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
                  let stat = FileManager.default.contents(atPath: "/proc/\(name)/stat").map({ String(decoding: $0, as: UTF8.self) }),
                  let state = stat.split(separator: ")").last?.split(separator: " ").first
            else { return false }
            return state != "Z" && matches(line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
        }
    }
}
