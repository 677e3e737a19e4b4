import CoursecSupport
import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A private folder for one swiftc call or program run, made under the `TMPDIR` of
/// the verifier's environment (not the process's, so a caller can give verify a
/// temporary folder of its own) and removed, with whatever was put in it, by `remove`.
/// `coursec serve` keeps its sites in one too (`prefix` "coursec-serve").
public struct ScratchDirectory: Sendable {
    public let path: String

    public init(environment: [String: String], prefix: String = "coursec-verify") throws(SystemFailure) {
        let given = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(FilePath(given).appending("\(prefix)-XXXXXX").spelling.utf8CString)
        var code: Int32 = 0
        // Recorded so that a signal ending coursec removes it too; none is made once one has.
        let made = ChildRegistry.shared.makeFolder {
            let made = template.withUnsafeMutableBufferPointer { buffer in mkdtemp(buffer.baseAddress!).map { String(cString: $0) } }
            if made == nil { code = errno }
            return made
        }
        guard let made else { throw SystemFailure(code: code) }
        path = made
    }

    func file(_ name: String) -> String { FilePath(path).appending(name).spelling }

    /// Writes `text` as the new file `name`, all of it: a full disk must not leave a
    /// truncated source for swiftc to fail on as if the snippet were wrong.
    func write(_ name: String, _ text: String) throws(SystemFailure) {
        try AtomicFile.create(file(name), Data(text.utf8))
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
        ChildRegistry.shared.forget(folder: path)
    }
}
