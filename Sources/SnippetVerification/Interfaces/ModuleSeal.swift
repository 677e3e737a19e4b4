import CourseModel
import CoursecSupport
import Foundation

/// The proof that a cache folder of built interface modules is what coursec built from
/// the interface of its digest: the SHA-256 of every file of the modules' folder
/// (`FolderDigest.contents`) in a cache entry of its own (`CacheEntry`: checksummed, and
/// signed with `COURSEC_CACHE_KEY`), kept beside the modules as `seal` and keyed by the
/// interface's digest. A folder that was placed in the cache (a CI cache restored from a
/// pull request), changed or left half-made has no seal that holds, and is compiled again:
/// otherwise modules built from an altered interface would make Apple code pass.
struct ModuleSeal {
    static let magic = "coursec-interface-modules"
    /// The `COURSEC_CACHE_KEY` bytes; nil when the seal is a checksum only.
    var signingKey: [UInt8]?

    private var format: CacheEntry { CacheEntry(magic: Self.magic, signingKey: signingKey) }

    /// The folder the modules are in, inside a kept interface folder.
    static func modules(in folder: String) -> String { FilePath(folder).appending("modules").spelling }
    static func sealFile(of folder: String) -> String { FilePath(folder).appending("seal").spelling }

    /// Writes the seal of `folder`'s modules; false when they cannot be read or it cannot be written.
    func seal(_ folder: String, digest: String) -> Bool {
        guard let contents = FolderDigest.contents(of: Self.modules(in: folder)) else { return false }
        return (try? AtomicFile.write(format.sealed(Data(contents.utf8), key: digest), to: Self.sealFile(of: folder))) != nil
    }

    /// nil when `folder`'s modules are the ones its seal names; else why not, as a cache
    /// warning says it.
    func refusal(of folder: String, digest: String) -> String? {
        guard let data = FileManager.default.contents(atPath: Self.sealFile(of: folder)) else { return "is not sealed" }
        let sealed: Data
        switch format.opened(data, key: digest) {
        case .success(let payload): sealed = payload
        case .failure(let refusal): return refusal.why
        }
        guard let contents = FolderDigest.contents(of: Self.modules(in: folder)), Data(contents.utf8) == sealed else {
            return "does not hold the modules its seal names"
        }
        return nil
    }
}
