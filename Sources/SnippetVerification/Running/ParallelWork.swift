import Foundation

/// Runs blocking work (swiftc, snippet programs) on `width` threads of its own.
///
/// Threads rather than a task group: each item blocks in poll and waitpid for
/// seconds, and blocking Swift concurrency's few cooperative threads would
/// stall everything else in the process.
enum ParallelWork {
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], width: Int, _ body: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        guard !items.isEmpty else { return [] }
        let state = SharedState<Result>(count: items.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(width, items.count)) {
            group.enter()
            let thread = Thread {
                while let index = state.claim() {
                    state.store(body(items[index]), at: index)
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return state.results()
    }

    private final class SharedState<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private var slots: [Result?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func claim() -> Int? {
            lock.withLock {
                guard next < slots.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: Result, at index: Int) { lock.withLock { slots[index] = result } }
        func results() -> [Result] { lock.withLock { slots.map { $0! } } }
    }
}
