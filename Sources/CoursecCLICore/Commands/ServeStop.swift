import CoursecSupport
import Foundation
import SiteServing
import SnippetVerification
import Synchronization

/// How `coursec serve` ends on SIGINT, SIGTERM or SIGHUP, from the moment it starts:
/// the first build (seconds, minutes with a cold cache) used to run before serve
/// listened, with the signals ignored, so Ctrl-C then did nothing.
///
/// The stop runs on the signal's own queue, not on the thread that serves: that thread
/// may be in the first build, whose verify waits for ever once its processes are killed
/// (`ChildRegistry`), so it cannot be relied on to end serve. Whatever serve has made by
/// then is stopped, its folders removed, `stopped` printed, and the process ends with
/// status 0.
final class ServeStop: Sendable {
    private struct Parts {
        var session: PreviewSession?
        var server: HTTPServer?
        var watcher: FileWatcher?
    }

    private let parts = Mutex(Parts())
    private let console: Console
    /// Only read after `init`, on their own queue.
    nonisolated(unsafe) private let sources: [DispatchSourceSignal]

    /// Listens for the signals from now on. Sources are kept for the process's life
    /// (`InterruptCleanup`: a source made after one was cancelled never fires).
    init(console: Console) {
        self.console = console
        let queue = DispatchQueue(label: "coursec.serve-stop")
        sources = [SIGINT, SIGTERM, SIGHUP].map { DispatchSource.makeSignalSource(signal: $0, queue: queue) }
        for source in sources {
            source.setEventHandler { [self] in stop() }
            source.resume()
        }
    }

    func attach(_ session: PreviewSession) { parts.withLock { $0.session = session } }
    func attach(_ server: HTTPServer) { parts.withLock { $0.server = server } }
    func attach(_ watcher: FileWatcher) { parts.withLock { $0.watcher = watcher } }

    /// Until a signal ends serve.
    func wait() -> Never {
        while true { pause() }
    }

    private func stop() -> Never {
        // Every snippet and compiler killed, their folders (and the session's, recorded
        // the same way) removed, and nothing new started.
        SnippetCleanup.stopEverything()
        let (session, server, watcher) = parts.withLock { ($0.session, $0.server, $0.watcher) }
        watcher?.stop()
        session?.reload.close()
        server?.stop()
        session?.stop()
        console.print("stopped")
        _exit(0)
    }
}
