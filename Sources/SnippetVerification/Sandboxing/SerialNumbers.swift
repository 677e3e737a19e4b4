import Synchronization

/// Numbers 1, 2, 3… handed out once each in this process, from any thread: what makes the
/// names of cgroups made at the same time, and the uids of batch jails' members, unique.
final class SerialNumbers: Sendable {
    private let last = Atomic(0)
    func next() -> Int { last.add(1, ordering: .relaxed).newValue }
}
