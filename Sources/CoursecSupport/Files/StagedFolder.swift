import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Changes a folder's files all at once or not at all, as a build publishes its site:
/// a copy of the folder is made beside it (its files hard-linked, so the copy costs no
/// data, its folders made anew), the changes are written into the copy, and the copy is
/// exchanged with the folder by one `renameat2(RENAME_EXCHANGE)` (renamed into place when
/// there was none). A full disk or any other failure leaves the folder as it was and
/// removes the copy: an import never leaves 51 of 300 lessons and no `course.json`.
/// Every write goes through `AtomicFile`'s rule: real folders only, no link followed.
public enum StagedFolder {
    /// `writes` and `removals` are paths relative to `folder`, which lies below `root`
    /// (the folder the caller owns, such as `--out`, taken as given).
    public static func update(_ folder: String, under root: String, writes: [(path: String, data: Data)], removals: [String] = []) throws(CourseError) {
        let name = FilePath(folder).lastComponent
        let parent = FilePath(folder).deletingLastComponent.spelling
        try AtomicFile.makeRealFolders(parent.isEmpty ? "." : parent, under: root)

        var status = stat()
        let exists = lstat(folder, &status) == 0
        if exists, status.st_mode & S_IFMT != S_IFDIR {
            throw CourseError(status.st_mode & S_IFMT == S_IFLNK
                ? "\(folder) is a symbolic link; coursec writes only into real folders and never follows a link: remove it"
                : "this is not a folder", file: folder)
        }
        var template = Array(FilePath(parent.isEmpty ? "." : parent).appending(".\(name).staged-XXXXXX").spelling.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CourseError("cannot stage the changes beside it: \(SystemFailure(code: errno).reason)", file: folder)
        }
        let staging = String(cString: made)
        func shown(_ message: String) -> String { message.replacingOccurrences(of: staging, with: folder) }
        do throws(CourseError) {
            chmod(staging, 0o755)
            if exists { try mirror(folder, into: staging) }
            for write in writes {
                do { try AtomicFile.write(write.data, to: FilePath(staging).appending(write.path).spelling, under: staging) } catch {
                    throw CourseError(shown(error.message), file: FilePath(folder).appending(write.path).spelling)
                }
            }
            for removal in removals {
                let path = FilePath(staging).appending(removal).spelling
                guard unlink(path) == 0 || errno == ENOENT else {
                    throw CourseError("cannot remove: \(SystemFailure(code: errno).reason)", file: FilePath(folder).appending(removal).spelling)
                }
            }
            if exists {
                guard let exchange = AtomicFile.renameat2, exchange(AT_FDCWD, staging, AT_FDCWD, folder, AtomicFile.renameExchange) == 0 else {
                    throw CourseError("cannot exchange the updated folder with the old one: \(SystemFailure(code: errno).reason)", file: folder)
                }
            } else if rename(staging, folder) != 0 {
                throw CourseError("cannot move the new folder into place: \(SystemFailure(code: errno).reason)", file: folder)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            throw error
        }
        // After the exchange the staging name holds the old folder.
        try? FileManager.default.removeItem(atPath: staging)
    }

    /// The folder's tree made again in `copy`: folders made, files hard-linked (copied
    /// where a link cannot be made), links kept as links (a write through one is refused).
    private static func mirror(_ folder: String, into copy: String) throws(CourseError) {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
            throw CourseError("cannot list the folder: \(error.localizedDescription)", file: folder)
        }
        for name in names.sorted() {
            let from = FilePath(folder).appending(name).spelling
            let to = FilePath(copy).appending(name).spelling
            var status = stat()
            guard lstat(from, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                guard mkdir(to, status.st_mode & 0o7777) == 0 else {
                    throw CourseError("cannot stage the changes: \(SystemFailure(code: errno).reason)", file: from)
                }
                try mirror(from, into: to)
            case S_IFREG:
                if link(from, to) != 0 {
                    guard let data = FileManager.default.contents(atPath: from) else { throw CourseError("cannot read it to stage the changes", file: from) }
                    do { try AtomicFile.create(to, data, mode: status.st_mode & 0o7777) } catch {
                        throw CourseError("cannot stage the changes: \(error.reason)", file: from)
                    }
                }
            case S_IFLNK:
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: from), symlink(target, to) == 0 else {
                    throw CourseError("cannot stage the changes: the link cannot be kept", file: from)
                }
            default:
                continue
            }
        }
    }
}
