import Foundation

/// A folder under the system temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init(_ prefix: String = "coursec-test") {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        path = base
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative` (creating folders) and returns the full path.
    @discardableResult
    public func write(_ relative: String, _ text: String) -> String {
        let full = (path as NSString).appendingPathComponent(relative)
        try? FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
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
