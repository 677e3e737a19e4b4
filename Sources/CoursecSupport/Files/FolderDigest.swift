import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Digests of a folder tree, for telling whether it is what an earlier build saw:
/// `contents` by every file's bytes (sources: a file saved unchanged still
/// matches), `stamps` by what the file system records of every entry (a site
/// folder or a cache: an edited, added, removed or replaced entry changes its
/// size, times or inode even when its bytes read alike). Entries are taken in
/// sorted order of their paths, each preceded by its path, so a renamed file differs.
public enum FolderDigest {
    /// Every file's path relative to `root` and its bytes; nil when something
    /// cannot be read or a symbolic link leads to a folder (a tree that a walk
    /// may not see whole is never taken as unchanged). A missing `root` digests as empty.
    public static func contents(of root: String) -> String? {
        var hasher = SHA256()
        var sound = true
        let whole = walk(root) { path, info in
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                hasher.update("d \(path)\n")
            case S_IFREG, S_IFLNK:
                var target = stat()
                // A link is read through, as the loader reads it; one to a folder is not walked.
                guard stat(root + "/" + path, &target) == 0, target.st_mode & S_IFMT == S_IFREG,
                      let data = FileManager.default.contents(atPath: root + "/" + path) else { sound = false; return }
                hasher.update("f \(path) \(data.count)\n")
                hasher.update(data)
            default:
                sound = false
            }
        }
        return sound && whole ? hasher.finalize() : nil
    }

    /// Every entry's path relative to `root`, type, size, inode, and modification and
    /// change times to the nanosecond, and `root`'s own. Reads no file.
    public static func stamps(of root: String) -> String {
        var hasher = SHA256()
        var info = stat()
        if lstat(root, &info) == 0 { hasher.update(line(".", info)) } else { hasher.update("missing\n") }
        if !walk(root, { path, info in hasher.update(line(path, info)) }) { hasher.update("unreadable\n") }
        return hasher.finalize()
    }

    /// The file `path` resolves to, with its size and modification time: what stands
    /// for the version of an executable coursec runs (swiftc, Pagefind) or is.
    public static func file(_ path: String) -> String {
        let resolved = FilePath(path).canonical
        var info = stat()
        guard stat(resolved, &info) == 0 else { return "\(resolved) missing" }
        return "\(resolved) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    private static func line(_ path: String, _ info: stat) -> String {
        "\(path) \(info.st_mode) \(info.st_size) \(info.st_ino) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)\n"
    }

    /// Calls `visit` with each entry under `root` (not following links), folders
    /// before what they hold, in sorted order of names. False when a folder could not be read.
    @discardableResult
    private static func walk(_ root: String, _ visit: (String, stat) -> Void) -> Bool {
        var whole = true
        func walk(_ relative: String) {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let directory = opendir(folder) else { whole = false; return }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name != ".", name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names.sorted() {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                visit(path, info)
                if info.st_mode & S_IFMT == S_IFDIR { walk(path) }
            }
        }
        walk("")
        return whole
    }
}
