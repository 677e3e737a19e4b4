import CourseModel
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Watches folders and everything below them with inotify, and calls `changed`
/// (on its own thread) once a burst of saves has settled: an editor's save is
/// several events (a temporary file, a rename), and they should make one rebuild.
/// `changed` is given every path the burst named (an editor's temporary files among
/// them), so `coursec serve` can tell a save of one lesson from any other change,
/// and when the burst's first event was read (`serve --verbose` times a save from it).
public final class FileWatcher: Sendable {
    private let descriptor: Int32
    /// The folder of each watch, and whether `stop` was called: the loop's thread reads them.
    private let state = Mutex<(folders: [Int32: String], stopped: Bool)>(([:], false))

    public init(folders roots: [String], changed: @escaping @Sendable (_ paths: Set<String>, _ since: Date) -> Void) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { throw CocoaError(.fileReadUnknown) }
        for root in roots { watchTree(root) }
        let thread = Thread { [self] in loop(changed) }
        thread.start()
    }

    public func stop() {
        state.withLock { $0.stopped = true }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    private func watchTree(_ root: String) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        let watch = inotify_add_watch(descriptor, root, mask)
        if watch >= 0 { state.withLock { $0.folders[watch] = root } }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for name in names {
            let path = FilePath(root).appending(name).spelling
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { watchTree(path) }
        }
    }

    /// How long a burst of events must be quiet before it makes one rebuild.
    static let settle = 0.08

    private func loop(_ changed: @Sendable (Set<String>, Date) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var pendingSince: Date?
        var firstEvent = Date()
        var paths: Set<String> = []
        while !isStopped {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // Woken when the burst has settled, not up to 50 ms after: a save is on screen that much sooner.
            let settling = pendingSince.map { Int32(max(1, (Self.settle - Date().timeIntervalSince($0)) * 1000 + 1)) }
            let ready = poll(&request, 1, settling.map { min($0, 50) } ?? 50)
            if ready > 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    let events = self.events(in: buffer, count: count)
                    events.created.forEach(watchTree)
                    paths.formUnion(events.paths)
                    if pendingSince == nil { firstEvent = Date() }
                    pendingSince = Date()
                }
            } else if let since = pendingSince, Date().timeIntervalSince(since) >= Self.settle {
                pendingSince = nil
                let burst = paths
                paths = []
                changed(burst, firstEvent)
            }
        }
        close(descriptor)
    }

    /// Every path the events name, and the folders created (or moved in) below a
    /// watched one: they are watched too. An overflowed queue names no path: the
    /// empty path stands for "anything may have changed".
    private func events(in buffer: [UInt8], count: Int) -> (paths: Set<String>, created: [String]) {
        var created: [String] = []
        var paths: Set<String> = []
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let folder = state.withLock { $0.folders[event.wd] }
                let named = folder.flatMap { folder -> String? in
                    guard event.len > 0 else { return nil }
                    let nameBytes = bytes[nameStart..<(nameStart + Int(event.len))].prefix { $0 != 0 }
                    return FilePath(folder).appending(String(decoding: nameBytes, as: UTF8.self)).spelling
                }
                // An event on a watched folder itself (its removal) names the folder; an overflow, nothing.
                paths.insert(named ?? (event.mask & UInt32(IN_Q_OVERFLOW) != 0 ? "" : folder ?? ""))
                if let named, event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    created.append(named)
                }
                offset = nameStart + Int(event.len)
            }
        }
        return (paths, created)
    }
}
