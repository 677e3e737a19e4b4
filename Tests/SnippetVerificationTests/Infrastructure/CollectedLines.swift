import Foundation

/// Lines collected from callbacks that worker threads make (warnings, progress, task order).
final class CollectedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
