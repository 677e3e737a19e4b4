import Foundation

/// How a command's time grows with its input, for tests that a cost is linear.
///
/// Times are ratios of two runs on the same machine at the same moment, never
/// seconds against a fixed limit: a busy machine slows both alike. The built
/// `coursec` runs as its own process so that a run over its allowance is ended
/// there: a cost gone quadratic fails the test in seconds instead of hours.
public enum Growth {
    public struct Measure: Sendable, CustomStringConvertible {
        /// The best of three runs over the small input, in seconds.
        public var small: Double
        /// The best run over the large input, or nil when every one ran past its allowance.
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
            guard let time = timed(scale: 4, limit: allowance) else { continue }
            largeBest = min(largeBest ?? time, time)
            if time <= allowance { break }
        }
        return Measure(small: smallBest, large: largeBest, allowance: allowance)
    }

    /// Seconds `coursec arguments` took, or nil when it was killed at `limit`.
    private static func run(_ arguments: [String], in directory: String, environment: [String: String], limit: Double?) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: BuiltCoursec.path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let start = DispatchTime.now()
        guard (try? process.run()) != nil else { return nil }
        let deadline: DispatchTime = limit.map { start + $0 } ?? .distantFuture
        if finished.wait(timeout: deadline) == .timedOut {
            // SIGKILL: coursec holds SIGTERM while its search indexer runs.
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
            return nil
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}
