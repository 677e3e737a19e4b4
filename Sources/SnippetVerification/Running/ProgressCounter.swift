import Foundation

/// Counts finished jobs across worker threads and reports each step, one at a time.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    /// More jobs than first planned (support checks decided after the first round).
    func extend(by count: Int) {
        lock.withLock { total += count }
    }

    func step() {
        lock.withLock {
            done += 1
            report?(done, total)
        }
    }
}
