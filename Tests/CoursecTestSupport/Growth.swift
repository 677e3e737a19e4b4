import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How a command's cost grows with its input, for tests that a cost is linear.
///
/// Costs are ratios of two runs on the same machine at the same moment, never
/// seconds against a fixed limit, and they are CPU seconds (the process's and its
/// waited-for children's, from `wait4`), not wall time: the test suite runs its tests
/// in parallel, and wall time rose fivefold when another suite started beside a
/// large run. The built `coursec` runs as its own process so that a run far over its
/// allowance is ended there (at 10 times it, or 10 s, in wall time): a cost gone quadratic
/// fails the test in seconds instead of hours.
public enum Growth {
    public struct Measure: Sendable, CustomStringConvertible {
        /// The best of three runs over the small input, in CPU seconds.
        public var small: Double
        /// The best run over the large input, or nil when every one was ended at its limit.
        public var large: Double?
        public var allowance: Double

        public var isWithinAllowance: Bool { large.map { $0 <= allowance } ?? false }

        public var description: String {
            let largeText = large.map { String(format: "%.3f s", $0) } ?? String(format: "over %.3f s each time", allowance)
            return String(format: "small input %.3f s, large input ", small) + largeText
        }
    }

    /// Runs `coursec arguments` three times over the input `prepare` writes at scale 1
    /// and up to three times at scale 4, each in a fresh folder (so no cache of an
    /// earlier run helps), stopping at the first large run within `factor` times
    /// the best small one.
    public static func measure(
        factor: Double = 5, environment: [String: String] = [:], arguments: [String],
        prepare: (_ directory: TemporaryDirectory, _ scale: Int) -> Void
    ) -> Measure {
        func timed(scale: Int, limit: Double?) -> Double? {
            let directory = TemporaryDirectory("coursec-growth")
            prepare(directory, scale)
            return run(arguments, in: directory.path, environment: environment, limit: limit)
        }
        let smallBest = (0..<3).compactMap { _ in timed(scale: 1, limit: nil) }.min() ?? 0
        let allowance = smallBest * factor
        var largeBest: Double?
        for _ in 0..<3 {
            guard let time = timed(scale: 4, limit: max(allowance * 10, 10)) else { continue }
            largeBest = min(largeBest ?? time, time)
            if time <= allowance { break }
        }
        return Measure(small: smallBest, large: largeBest, allowance: allowance)
    }

    /// CPU seconds `coursec arguments` took, or nil when it was killed at `limit` (wall seconds).
    private static func run(_ arguments: [String], in directory: String, environment: [String: String], limit: Double?) -> Double? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // The shell only enters the folder: `exec` makes coursec the process waited for.
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, BuiltCoursec.path] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp) == 0 else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        var status: Int32 = 0
        var usage = rusage()
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { return nil }
            if let limit, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 > limit {
                // SIGKILL: coursec holds SIGTERM while its search indexer runs.
                kill(pid, SIGKILL)
                while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
