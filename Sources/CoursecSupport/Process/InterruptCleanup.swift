import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While work that leaves processes or files behind runs (verify's snippets and swiftc,
/// a build's Pagefind), SIGINT, SIGTERM and SIGHUP first run every registered cleanup
/// (kill what still runs, remove its folders), then end coursec as the signal would
/// have: the default action is restored and the signal raised again, so the exit status
/// says which signal it was.
///
/// A dispatch source rather than a C handler: a cleanup takes locks, waits for threads
/// and removes folders, none of which a C signal handler may do.
///
/// The sources are made at the first registration and kept for the process's life: on
/// Linux, libdispatch installs its own handler for a signal when its first source is
/// made, and a source made for it after one was cancelled never fires (tried: the signal
/// was then ignored, so a build that verified and then ran Pagefind, each registered in
/// turn, could not be stopped by Ctrl-C while Pagefind ran). With no cleanup registered, a
/// signal still ends coursec at once by its default action.
public enum InterruptCleanup {
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the signals caught and `cleanup` registered; nested and concurrent
    /// calls share one set of sources, removed when the last registration ends.
    public static func whileRunning<Result>(cleanup: @escaping @Sendable () -> Void, _ body: () throws -> Result) rethrows -> Result {
        let registration = register(cleanup)
        defer { registration.end() }
        return try body()
    }

    /// Registers `cleanup` until the registration's `end`: for work that outlives the
    /// scope that starts it (a thread of its own).
    public static func register(_ cleanup: @escaping @Sendable () -> Void) -> Registration {
        Registration(number: state.withLock { $0.enter(cleanup) })
    }

    public struct Registration: Sendable {
        let number: Int

        /// Idempotent: a second call does nothing.
        public func end() { InterruptCleanup.state.withLock { $0.leave(number) } }
    }

    /// The command takes SIGINT, SIGTERM and SIGHUP itself from now on (serve, which
    /// stops everything it started and removes its site folders): registrations still
    /// record their cleanups' scope but no longer catch the signals. Checking whether a
    /// signal is ignored does not do: serve's own dispatch source installs a handler, so
    /// a registration found one, took the signal from serve, and either swallowed it or
    /// ended coursec by it, its folders left behind.
    public static func leaveSignalsToTheCaller() {
        state.withLock { $0.callerTakesSignals = true }
    }

    /// Blocks for ever once a signal is ending coursec: what a thread sees from then on
    /// (a process the cleanup killed, a folder it removed) must not end coursec first,
    /// with another status, before the signal does.
    public static func waitIfEnding() {
        guard state.withLock({ $0.ending }) else { return }
        while true { sleep(60) }
    }

    fileprivate static let state = Mutex(Installed())

    fileprivate struct Installed {
        var cleanups: [Int: @Sendable () -> Void] = [:]
        var ending = false
        var callerTakesSignals = false
        var last = 0
        /// Made once, never cancelled (see the type's comment).
        var installed = false
        var sources: [DispatchSourceSignal] = []

        mutating func enter(_ cleanup: @escaping @Sendable () -> Void) -> Int {
            last += 1
            cleanups[last] = cleanup
            if !installed, !callerTakesSignals { install() }
            return last
        }

        mutating func leave(_ number: Int) {
            cleanups.removeValue(forKey: number)
        }

        private mutating func install() {
            installed = true
            let queue = DispatchQueue(label: "coursec.interrupt-cleanup")
            for number in InterruptCleanup.signals {
                // A signal the caller ignores (nohup's SIGHUP) stays ignored.
                let old = signal(number, SIG_IGN)
                if Self.isIgnore(old) { continue }
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { InterruptCleanup.received(number) }
                source.resume()
                sources.append(source)
            }
        }

        static func isIgnore(_ handler: sighandler_t?) -> Bool {
            unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        }
    }

    /// A signal the sources read: the command's own when it takes them (serve), else it
    /// ends coursec, after the cleanups of the work registered now, if any.
    private static func received(_ number: Int32) {
        guard !state.withLock({ $0.callerTakesSignals }) else { return }
        end(by: number)
    }

    private static func end(by number: Int32) -> Never {
        // Outside the lock: a cleanup may wait for a thread that ends its registration.
        let cleanups = state.withLock { installed in
            installed.ending = true
            return installed.cleanups.sorted { $0.key < $1.key }.map(\.value)
        }
        for cleanup in cleanups { cleanup() }
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
