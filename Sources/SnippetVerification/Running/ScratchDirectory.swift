import Foundation

/// A private folder for one swiftc call or program run, made under the `TMPDIR` of
/// the verifier's environment (not the process's, so a caller can give verify a
/// temporary folder of its own) and removed, with whatever was put in it, by `remove`.
struct ScratchDirectory {
    let path: String

    init?(environment: [String: String]) {
        let given = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((given as NSString).appendingPathComponent("coursec-verify-XXXXXX").utf8CString)
        // Recorded so that a signal ending coursec removes it too; none is made once one has.
        let made = ChildRegistry.shared.makeFolder {
            template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
        }
        guard let made else { return nil }
        path = made
    }

    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        ChildRegistry.shared.forget(folder: path)
    }
}
