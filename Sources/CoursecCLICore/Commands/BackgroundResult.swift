import Foundation
import Synchronization

/// Work started on a thread of its own now, its result taken later: `verify` asks
/// `swiftc --version` and tries the sandbox (a tenth of a second and more) while the
/// lessons load, instead of after.
final class BackgroundResult<Value: Sendable, Failure: Error>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Mutex<Result<Value, Failure>?>(nil)

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        Thread { [self] in
            let outcome = Result(catching: work)
            result.withLock { $0 = outcome }
            done.signal()
        }.start()
    }

    /// Waits for the work to end; its value, or its error thrown.
    func get() throws(Failure) -> Value {
        done.wait()
        done.signal()
        return try result.withLock { $0! }.get()
    }
}
