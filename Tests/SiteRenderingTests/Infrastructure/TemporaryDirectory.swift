import Foundation

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("coursec-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        self.path = path
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    func file(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }
}
