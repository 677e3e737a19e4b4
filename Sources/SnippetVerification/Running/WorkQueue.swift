import Foundation

/// Blocking work (swiftc, snippet programs) on `width` threads of its own, where a task
/// may queue more: a merged batch, once built, queues its members' runs.
///
/// Long tasks (compiles) are taken longest first, so the last ones to start are the
/// shortest and the threads end together. Short tasks (a member's run, a few
/// milliseconds) are taken before any long one once more than `reserve` of them wait,
/// so results come in while batches still compile, and the rest fill the gaps at the
/// end, when one thread would otherwise wait for the other's last compile.
///
/// Unchecked: every field is read and written holding `condition`, whose wait (an idle
/// thread until a task is added or the last one ends) Swift's `Mutex` has no counterpart for.
final class WorkQueue: @unchecked Sendable {
    enum Length: Sendable {
        /// Its expected cost, in any unit shared by every long task of the queue.
        case long(cost: Double)
        case short
    }

    private struct Task {
        var cost: Double
        var order: Int
        var work: @Sendable () -> Void
    }

    private let condition = NSCondition()
    /// A binary heap: the next long task (`takenBefore` every other) at index 0. A sorted
    /// array would move every element for each of a no-change verify's 18,000 look-ups.
    private var long: [Task] = []
    private var short: [Task] = []
    private var nextShort = 0
    private var added = 0
    private var busy = 0
    private let reserve: Int

    init(reserve: Int) {
        self.reserve = reserve
    }

    func add(_ length: Length, _ work: @escaping @Sendable () -> Void) {
        condition.withLock {
            added += 1
            switch length {
            case .short:
                short.append(Task(cost: 0, order: added, work: work))
            case .long(let cost):
                long.append(Task(cost: cost, order: added, work: work))
                var child = long.count - 1
                while child > 0, Self.takenBefore(long[child], long[(child - 1) / 2]) {
                    long.swapAt(child, (child - 1) / 2)
                    child = (child - 1) / 2
                }
            }
            condition.signal()
        }
    }

    /// Runs every task, those added meanwhile too, on `width` threads; returns when all are done.
    func drain(width: Int) {
        let group = DispatchGroup()
        for _ in 0..<max(1, width) {
            group.enter()
            Thread {
                while let task = self.take() {
                    task.work()
                    self.condition.withLock {
                        self.busy -= 1
                        // The last task done, with nothing queued: every thread may end.
                        if self.busy == 0 { self.condition.broadcast() }
                    }
                }
                group.leave()
            }.start()
        }
        group.wait()
    }

    /// The next task, waiting while others run (they may add some); nil when all is done.
    private func take() -> Task? {
        condition.withLock {
            while true {
                let waiting = short.count - nextShort
                if waiting > 0, waiting > reserve || long.isEmpty {
                    busy += 1
                    defer { nextShort += 1 }
                    return short[nextShort]
                }
                if let task = popLong() {
                    busy += 1
                    return task
                }
                if busy == 0 { return nil }
                condition.wait()
            }
        }
    }

    private func popLong() -> Task? {
        guard !long.isEmpty else { return nil }
        long.swapAt(0, long.count - 1)
        let next = long.removeLast()
        var parent = 0
        while 2 * parent + 1 < long.count {
            var first = 2 * parent + 1
            if first + 1 < long.count, Self.takenBefore(long[first + 1], long[first]) { first += 1 }
            guard Self.takenBefore(long[first], long[parent]) else { break }
            long.swapAt(parent, first)
            parent = first
        }
        return next
    }

    private static func takenBefore(_ first: Task, _ second: Task) -> Bool {
        first.cost != second.cost ? first.cost > second.cost : first.order < second.order
    }
}
