import Foundation

/// The site's version, bumped on every rebuild; open pages long-poll for a change.
public final class ReloadSignal: @unchecked Sendable {
    private let condition = NSCondition()
    private var current = 1
    private var closed = false

    public init() {}

    public var version: Int { condition.withLock { current } }

    public func bump() {
        condition.withLock {
            current += 1
            condition.broadcast()
        }
    }

    /// Stops every wait at once, for the server to stop.
    public func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// Waits until the version is no longer `seen` (or `seconds` pass) and returns it.
    public func wait(whileAt seen: Int, seconds: Double) -> Int {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while current == seen, !closed, condition.wait(until: deadline) {}
        return current
    }
}
