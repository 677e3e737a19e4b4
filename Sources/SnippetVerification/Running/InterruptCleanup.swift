import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While verify runs, SIGINT, SIGTERM and SIGHUP first kill every snippet and swiftc
/// still running and remove the scratch folders (`ChildRegistry`), then end coursec
/// as the signal would have: the default action is restored and the signal raised
/// again, so the exit status says which signal it was.
///
/// A dispatch source rather than a C handler: the cleanup takes locks, scans /proc
/// and removes folders, none of which a C signal handler may do. The default action
/// is ignored meanwhile so that the signal reaches only the source.
enum InterruptCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the signals caught; nested and concurrent calls share one set
    /// of sources, removed when the last call returns.
    static func whileRunning<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.withLock { $0.enter() }
        defer { state.withLock { $0.leave() } }
        return try body()
    }

    private static let state = Mutex()

    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var installed = Installed()
        func withLock<T>(_ body: (inout Installed) -> T) -> T { lock.withLock { body(&installed) } }
    }

    private struct Installed {
        var users = 0
        var sources: [DispatchSourceSignal] = []
        var previous: [(Int32, sighandler_t?)] = []

        mutating func enter() {
            users += 1
            guard users == 1 else { return }
            let queue = DispatchQueue(label: "coursec.verify.signals")
            for number in InterruptCleanup.signals {
                // A signal the caller ignores (nohup's SIGHUP) stays ignored.
                let old = signal(number, SIG_IGN)
                if Self.isIgnore(old) { continue }
                previous.append((number, old))
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { InterruptCleanup.end(by: number) }
                source.resume()
                sources.append(source)
            }
        }

        mutating func leave() {
            users -= 1
            guard users == 0 else { return }
            for source in sources { source.cancel() }
            for (number, old) in previous { signal(number, old) }
            sources = []
            previous = []
        }

        static func isIgnore(_ handler: sighandler_t?) -> Bool {
            unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        }
    }

    private static func end(by number: Int32) -> Never {
        ChildRegistry.shared.close()
        signal(number, SIG_DFL)
        // Raised at this thread, with the signal unblocked here: libdispatch keeps it
        // blocked elsewhere (it reads signals from a signalfd), and a process-wide
        // signal would only be read by the source again.
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        raise(number)
        while true { pause() }
    }
}
