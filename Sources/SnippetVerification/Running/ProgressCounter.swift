import Foundation

/// Counts finished jobs across worker threads and reports each step, one at a time.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        self.total = total
        self.report = report
    }

    func step() {
        lock.withLock {
            done += 1
            report?(done, total)
        }
    }
}
