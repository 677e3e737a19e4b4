import Foundation

/// Raised when verification warned (an unusable cache entry): such a build is not
/// recorded, so the next one runs and warns again rather than skipping it silently.
final class WarningFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }

    var isRaised: Bool { lock.withLock { raised } }
}
