import Foundation
import Synchronization

/// Counts finished jobs across worker threads and reports each step, one at a time.
final class ProgressCounter: Sendable {
    private let counts: Mutex<(done: Int, total: Int)>
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
        counts = Mutex((0, total))
        self.report = report
    }

    /// More jobs than first planned (support checks decided after the first round).
    func extend(by count: Int) {
        counts.withLock { $0.total += count }
    }

    /// Reported under the lock, so steps are reported one at a time and in order.
    func step() {
        counts.withLock { counts in
            counts.done += 1
            report?(counts.done, counts.total)
        }
    }
}
