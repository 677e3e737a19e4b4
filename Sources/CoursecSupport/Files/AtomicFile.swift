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
    public static func write(_ text: String, to path: String, under root: String? = nil) throws(CourseError) {
        try write(Data(text.utf8), to: path, under: root)
    }

    /// Writes `path` whole, never through a symbolic link: every folder from `root` (the
    /// folder the writer owns, such as `--out`, taken as given) down to the file must be a
    /// real folder, made with `mkdirat` when missing and entered with `O_NOFOLLOW`, and a
    /// link anywhere there, the file's own name included, is an error naming it. A planted
    /// `courses/bk/images -> victim/` would otherwise take root's writes into `victim/`.
    /// Without `root`, a path inside a `.coursec-cache` folder is checked from the folder
    /// holding it (so every cache writer gets the rule), any other from the file's folder.
    public static func write(_ data: Data, to path: String, under root: String? = nil) throws(CourseError) {
        let (top, folders, name) = try parts(of: path, under: root)
        let (descriptor, reached) = try openRealFolder(top, folders, for: path)
        defer { close(descriptor) }
        var status = stat()
        if fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw CourseError("\(FilePath(reached).appending(name).spelling) is a symbolic link; coursec writes only into real folders and never follows a link: remove it", file: path)
        }
        // Unique per write, not per process: commands run in parallel threads of one process too.
        let temporary = ".\(name).\(UUID().uuidString).tmp"
        do { try create(temporary, data, in: descriptor) } catch {
            unlinkat(descriptor, temporary, 0)
            throw CourseError("cannot write: \(error.reason)", file: path)
        }
        if renameat(descriptor, temporary, descriptor, name) != 0 {
            let reason = SystemFailure(code: errno).reason
            unlinkat(descriptor, temporary, 0)
            throw CourseError("cannot rename \(FilePath(reached).appending(temporary).spelling) into place: \(reason)", file: path)
        }
    }

    private struct LinkFound: Error { var path: String }

    /// Makes `folder` and every folder above it up to `root`, as `write` would for a file in it.
    public static func makeRealFolders(_ folder: String, under root: String) throws(CourseError) {
        // The parts of a file inside it: the folder itself is the last one to make.
        let (top, folders, _) = try parts(of: FilePath(folder).appending("file").spelling, under: root)
        let (descriptor, _) = try openRealFolder(top, folders, for: folder)
        close(descriptor)
    }

    /// `top` opened as given (made when missing), then each of `folders` below it entered
    /// without following a link, made when missing.
    private static func openRealFolder(_ top: String, _ folders: [String], for path: String) throws(CourseError) -> (Int32, String) {
        var descriptor = open(top, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            do { try makeFolders(top) } catch { throw CourseError("cannot create its folder: \(error.reason)", file: path) }
            descriptor = open(top, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw CourseError("cannot write: \(SystemFailure(code: errno).reason)", file: path) }
        var reached = top
        for folder in folders {
            reached = FilePath(reached).appending(folder).spelling
            let next: Int32
            do { next = try enter(folder, in: descriptor, shown: reached) } catch let failure as LinkFound {
                close(descriptor)
                throw CourseError("\(failure.path) is a symbolic link; coursec writes only into real folders and never follows a link: remove it", file: path)
            } catch let failure as SystemFailure {
                close(descriptor)
                throw CourseError("cannot create its folder: \(failure.reason)", file: path)
            } catch {
                close(descriptor)
                throw CourseError("cannot create its folder", file: path)
            }
            close(descriptor)
            descriptor = next
        }
        return (descriptor, reached)
    }

    /// The folder the checks start from, the folders below it and the file's name.
    private static func parts(of path: String, under root: String?) throws(CourseError) -> (String, [String], String) {
        let plain = FilePath(path)
        let name = plain.lastComponent
        guard !name.isEmpty, name != ".", name != "..", name != "/" else { throw CourseError("cannot write: not a file name", file: path) }
        let folder = plain.deletingLastComponent.spelling.isEmpty ? "." : plain.deletingLastComponent.spelling
        var top = root ?? folder
        if root == nil {
            let components = folder.split(separator: "/", omittingEmptySubsequences: false)
            if let cache = components.firstIndex(of: ".coursec-cache") {
                top = cache == 0 ? "." : components[..<cache].joined(separator: "/")
                if top.isEmpty { top = "/" }
            }
        }
        var rest = folder
        if top == folder {
            rest = ""
        } else if top == ".", !folder.hasPrefix("/") {
            rest = folder
        } else {
            let prefix = top.hasSuffix("/") ? top : top + "/"
            guard folder.hasPrefix(prefix) else { throw CourseError("cannot write: the file is not inside \(top)", file: path) }
            rest = String(folder.dropFirst(prefix.count))
        }
        let below = rest.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !below.contains("..") else { throw CourseError("cannot write: the path leaves \(top) by '..'", file: path) }
        return (top, below, name)
    }

    /// The folder `name` inside `parent`, made when missing, never a link.
    private static func enter(_ name: String, in parent: Int32, shown: String) throws -> Int32 {
        for _ in 0..<2 {
            let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if descriptor >= 0 { return descriptor }
            let failure = errno
            var status = stat()
            if fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFLNK { throw LinkFound(path: shown) }
            guard failure == ENOENT else { throw SystemFailure(code: failure) }
            if mkdirat(parent, name, 0o755) != 0, errno != EEXIST { throw SystemFailure(code: errno) }
        }
        throw SystemFailure(code: ENOENT)
    }

    /// Creates `path` (it must not exist) with `data`, all of it, or throws the reason.
    /// Not atomic by itself: for files whose whole folder is put in place at once.
    public static func create(_ path: String, _ data: Data, mode: mode_t = 0o644) throws(SystemFailure) {
        try create(path, data, in: AT_FDCWD, mode: mode)
    }

    /// `create` of `name` in the folder open as `folder` (`AT_FDCWD`: the current one).
    /// `O_EXCL` with `O_NOFOLLOW`: a link in its place is never followed.
    static func create(_ name: String, _ data: Data, in folder: Int32, mode: mode_t = 0o644) throws(SystemFailure) {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
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

extension AtomicFile {
    public typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32
    /// glibc's renameat2 (2.28), which Swift's Glibc module does not export: with
    /// `renameExchange`, a site or a course is swapped with its new version in one step.
    public static let renameat2: RenameAt2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
        .map { unsafeBitCast($0, to: RenameAt2.self) }
    public static let renameExchange: UInt32 = 1 << 1
}
