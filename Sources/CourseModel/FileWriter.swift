import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a whole file with POSIX calls, so a failure carries the system's reason
/// ("No space left on device"), which Foundation's `createFile` drops.
public enum FileWriter {
    /// Creates `path` (it must not exist) with `data`, all of it, or throws the reason.
    public static func create(_ path: String, _ data: Data, mode: mode_t = 0o644) throws(SystemFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw SystemFailure(code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failure = count < 0 ? errno : EIO; return }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
        if let failure { throw SystemFailure(code: failure) }
    }
}

/// An errno, with the system's words for it.
public struct SystemFailure: Error, Equatable, Sendable {
    public var code: Int32
    public init(code: Int32) { self.code = code }
    public var reason: String { String(cString: strerror(code)) }
}
