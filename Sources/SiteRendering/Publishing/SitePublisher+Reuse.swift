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
        var bytes = [UInt8](repeating: 0, count: data.count)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        let same = data.isEmpty || data.withUnsafeBytes { new in
            bytes.withUnsafeBytes { old in memcmp(new.baseAddress!, old.baseAddress!, old.count) == 0 }
        }
        guard same else { return false }
        return linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, new, AT_SYMLINK_FOLLOW) == 0
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
