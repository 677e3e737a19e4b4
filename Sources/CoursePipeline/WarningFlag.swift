import Synchronization

/// Raised when verification warned (an unusable cache entry): such a build is not
/// recorded, so the next one runs and warns again rather than skipping it silently.
final class WarningFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    func raise() { raised.store(true, ordering: .relaxed) }

    var isRaised: Bool { raised.load(ordering: .relaxed) }
}
