import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A folder under the system temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init(_ prefix: String = "coursec-test") {
        // Should mkdtemp fail, the path is still a fresh name nothing else uses, so removing it harms nothing.
        path = (try? Self.create(prefix)) ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    public struct CreationFailed: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { "cannot make a temporary folder: \(reason)" }
    }

    /// A new folder `<prefix>-XXXXXX` under the system temporary directory, made by mkdtemp
    /// (so no other test or process has it, mode 0700); the caller removes it. Every test
    /// that needs a folder of its own comes here, rather than calling mkdtemp itself.
    public static func create(_ prefix: String) throws(CreationFailed) -> String {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!).map { String(cString: $0) } }
        guard let made else { throw CreationFailed(reason: String(cString: strerror(errno))) }
        return made
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative` (creating folders) and returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) -> String {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        return full
    }

    public func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// Removes the folder now rather than when the value goes.
    public func remove() { try? FileManager.default.removeItem(atPath: path) }

    public func read(_ relative: String) -> String? {
        let full = (path as NSString).appendingPathComponent(relative)
        return FileManager.default.contents(atPath: full).flatMap { String(data: $0, encoding: .utf8) }
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: (path as NSString).appendingPathComponent(relative))
    }
}
