import Synchronization

/// Values made once per key and shared by the threads that ask: a page's highlighted
/// code, a lesson's heading slugs, a source's text from git. Two threads asking for one
/// key at once may both make it (the lock is not held while making, so one slow value
/// holds up no other); both made the same value, and the first kept is kept.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let known = Mutex<[Key: Value]>([:])

    public init() {}

    /// The value kept for `key`, made by `make` the first time.
    public func value(for key: Key, make: () -> Value) -> Value {
        if let value = known.withLock({ $0[key] }) { return value }
        let value = make()
        return known.withLock { known in
            if let first = known[key] { return first }
            known[key] = value
            return value
        }
    }
}
