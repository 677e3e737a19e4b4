import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way coursec writes a file a reader keeps: through a temporary file in the
/// same folder and a rename, so a reader (or a crash) never sees it half-written.
/// Lesson files, cache entries and the JUnit report all go through it; the site's
/// files are made with `create` inside a folder that is published whole. (Files only
/// coursec's own children read, Pagefind's sources in a work folder and a cgroup's
/// control files, are written directly.) Every failure carries the system's reason
/// ("No space left on device"), through POSIX calls.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(CourseError) {
        try write(Data(text.utf8), to: path)
    }

    /// Creates `path`'s folder when it is missing.
    public static func write(_ data: Data, to path: String) throws(CourseError) {
        let folder = FilePath(path).deletingLastComponent.spelling
        do { try makeFolders(folder.isEmpty ? "." : folder) } catch {
            throw CourseError("cannot create its folder: \(error.reason)", file: path)
        }
        // Unique per write, not per process: commands run in parallel threads of one process too.
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(FilePath(path).lastComponent).\(UUID().uuidString).tmp"
        do { try create(temporary, data) } catch {
            unlink(temporary)
            throw CourseError("cannot write: \(error.reason)", file: path)
        }
        if rename(temporary, path) != 0 {
            let reason = SystemFailure(code: errno).reason
            unlink(temporary)
            throw CourseError("cannot rename \(temporary) into place: \(reason)", file: path)
        }
    }

    /// Creates `path` (it must not exist) with `data`, all of it, or throws the reason.
    /// Not atomic by itself: for files whose whole folder is put in place at once.
    public static func create(_ path: String, _ data: Data, mode: mode_t = 0o644) throws(SystemFailure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw SystemFailure(code: errno) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { failure = count < 0 ? errno : EIO; return }
                offset += count
            }
        }
        if close(descriptor) != 0, failure == nil, errno != EINTR { failure = errno }
        if let failure { throw SystemFailure(code: failure) }
    }

    /// `mkdir -p`.
    public static func makeFolders(_ folder: String) throws(SystemFailure) {
        if mkdir(folder, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw SystemFailure(code: errno) }
        try makeFolders(FilePath(folder).deletingLastComponent.spelling)
        guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { throw SystemFailure(code: errno) }
    }
}
