import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes executables for tests to run (fake compilers, a copied coursec).
public enum ExecutableFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Writes `bytes` at `path` with mode 755. The descriptor is opened close-on-exec: a process
    /// that another test forks meanwhile must not inherit it, or exec'ing the file fails with
    /// ETXTBSY ("text file busy") for as long as that process lives. (FileManager's copy and
    /// write do not open close-on-exec.)
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            written += count
        }
    }

    /// Copies the executable at `source` to `path`, as `write` writes.
    public static func copy(_ source: String, to path: String) throws {
        guard let data = FileManager.default.contents(atPath: source) else { throw WriteError(path: path, reason: "cannot read \(source)") }
        try write([UInt8](data), to: path)
    }
}
