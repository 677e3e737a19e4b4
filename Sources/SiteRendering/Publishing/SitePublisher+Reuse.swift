import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file of the site being replaced whose bytes are those of the new site's file is
/// hard-linked into the new folder instead of written again: after a one-lesson
/// change nearly every file is unchanged, and linking skips writing its blocks and,
/// once the old folder goes, freeing them. The bytes are compared, not assumed; the
/// link is made to the very file that was read (through its descriptor), so a file
/// swapped for another meanwhile is never linked in its place.
extension SitePublisher {
    /// True when `old` held exactly `data` and is now also `new`.
    static func linkIfUnchanged(_ old: String, _ data: Data, to new: String) -> Bool {
        let descriptor = open(old, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        // Linked, a file keeps its owner and mode: only one as `AtomicFile.create` would make it.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o7777 == createdMode,
              info.st_uid == geteuid(), Int(info.st_size) == data.count else { return false }
        guard holdsExactly(descriptor, data) else { return false }
        return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, new, AT_SYMLINK_FOLLOW) == 0
    }

    /// Whether the file open at `descriptor`, of `data.count` bytes, holds `data`: read a
    /// block at a time into one small buffer, not into a copy of the whole file, whose
    /// fresh pages the kernel had to clear (8% of a build after one lesson changed in the
    /// 1,000-lesson bench course, with the copies of the pages: `perf`).
    private static func holdsExactly(_ descriptor: Int32, _ data: Data) -> Bool {
        let blockSize = 1 << 16
        return withUnsafeTemporaryAllocation(byteCount: blockSize, alignment: 16) { buffer in
            data.withUnsafeBytes { expected in
                var offset = 0
                while offset < expected.count {
                    let count = read(descriptor, buffer.baseAddress!, min(blockSize, expected.count - offset))
                    if count < 0, errno == EINTR { continue }
                    guard count > 0, memcmp(buffer.baseAddress!, expected.baseAddress! + offset, count) == 0 else { return false }
                    offset += count
                }
                return true
            }
        }
    }

    /// The mode `AtomicFile.create` gives a site file under this process's umask, read
    /// from /proc (calling umask() to read it would change it for other threads meanwhile).
    private static let createdMode: mode_t = {
        let status = String(decoding: FileHandle(forReadingAtPath: "/proc/self/status")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
        let mask = line.flatMap { mode_t($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) } ?? 0o022
        return 0o644 & ~mask
    }()
}
