import CourseModel
import Foundation
import Synchronization
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
final class EtcCopy: Sendable {
    private struct State {
        var folder: ScratchDirectory?
        /// Where the copy goes (the first running verify's environment), and whether it was tried.
        var environment: [String: String]?
        var tried = false
        /// Verifies of this sandbox running now: the last to end removes the copy.
        var users = 0
    }

    private let state = Mutex(State())

    /// A verify begins. The copy is made when its first jail starts, in the verifier's
    /// `TMPDIR`, so a verify that starts none (everything cached) copies nothing.
    func begin(environment: [String: String]) {
        state.withLock { state in
            state.users += 1
            if state.environment == nil { state.environment = environment }
        }
    }

    /// A verify ended: the last one removes the copy.
    func end() {
        state.withLock { state in
            state.users = max(state.users - 1, 0)
            guard state.users == 0 else { return }
            state.folder?.remove()
            state = State()
        }
    }

    /// What a jail mounts at `/etc`: the copy (made now if this is the first jail of
    /// the running verifies), or each file where there is none.
    var arguments: [String] {
        state.withLock { state -> [String]? in
            if state.folder == nil, !state.tried, state.users > 0, let environment = state.environment {
                state.tried = true
                state.folder = Self.make(environment: environment)
            }
            return state.folder.map { ["--ro-bind", $0.path, "/etc"] }
        } ?? Self.fileArguments
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
