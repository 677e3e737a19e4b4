import Foundation

/// Work started on a thread of its own now, its result taken later: `verify` asks
/// `swiftc --version` and tries the sandbox (a tenth of a second and more) while the
/// lessons load, instead of after.
final class BackgroundResult<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Value, Failure>?

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        Thread {
            self.result = Result(catching: work)
            self.done.signal()
        }.start()
    }

    /// Waits for the work to end; its value, or its error thrown.
    func get() throws(Failure) -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
