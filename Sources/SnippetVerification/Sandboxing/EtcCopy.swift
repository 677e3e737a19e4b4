import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The few files of `/etc` a job sees (`SystemView.etcFiles`), copied once per verify
/// into a folder of their own that every job's jail binds read-only at `/etc`: one
/// mount instead of one per file. bubblewrap reads the whole mount table after each
/// bind it makes (to set its flags), so every bind costs; the nine were 0.7–0.9 ms of
/// the ~4.5 ms CPU a jail took to start (`perf stat` over 100 starts, alternated).
/// Copied files keep their mode and owner's rights (the copy is root's when coursec is),
/// and symbolic links stay links, which resolve in the jail as they do on the host (`/usr`
/// is there). Where the copy cannot be made, each file is bound as before.
final class EtcCopy: @unchecked Sendable {
    private let lock = NSLock()
    private var folder: ScratchDirectory?
    /// Verifies of this sandbox running now: the last to end removes the copy.
    private var users = 0

    /// A verify begins: the copy is made, in the verifier's `TMPDIR`, if none is there.
    func begin(environment: [String: String]) {
        lock.withLock {
            users += 1
            if folder == nil { folder = Self.make(environment: environment) }
        }
    }

    /// A verify ended: the last one removes the copy.
    func end() {
        lock.withLock {
            users = max(users - 1, 0)
            guard users == 0 else { return }
            folder?.remove()
            folder = nil
        }
    }

    /// What a jail mounts at `/etc`: the copy, or each file where there is none.
    var arguments: [String] {
        lock.withLock { folder.map { ["--ro-bind", $0.path, "/etc"] } } ?? Self.fileArguments
    }

    static var fileArguments: [String] { SystemView.etcFiles.flatMap { ["--ro-bind-try", $0, $0] } }

    /// nil when any file that is there could not be copied: a jail then sees each file
    /// bound, so that no copy ever shows less than the host has.
    private static func make(environment: [String: String]) -> ScratchDirectory? {
        guard let folder = try? ScratchDirectory(environment: environment, prefix: "coursec-etc") else { return nil }
        // Passable and readable by the job's uid (`Sandbox.unprivileged`), as /etc is.
        chmod(folder.path, 0o755)
        for file in SystemView.etcFiles {
            var status = stat()
            guard lstat(file, &status) == 0 else { continue }
            do {
                try FileManager.default.copyItem(atPath: file, toPath: folder.file(FilePath(file).lastComponent))
            } catch {
                folder.remove()
                return nil
            }
        }
        return folder
    }
}
