import Foundation

/// Results of work done on every core (`DispatchQueue.concurrentPerform`), each kept
/// in the slot of its item, so that the order is the items' whatever thread finished first.
final class OrderedResults<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) { lock.withLock { slots[index] = value } }

    /// Every slot's value, once every item has stored one.
    func values() -> [Value] { lock.withLock { slots.map { $0! } } }
}
