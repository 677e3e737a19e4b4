import CourseModel
import CourseParsing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way the importer reads what a book names (SUMMARY.md, README.md, a catalog's
/// pages, chapters, images): only a regular file whose path, every link resolved
/// (`FilePath.confined`), lies inside the book's folder, and of at most `maximumBytes`.
/// A book is contributor input and import runs as root in CI: a chapter that is a link to
/// `/etc/shadow`, or an image that is a link to `/proc/self/environ`, would otherwise be
/// published.
struct BookFiles: Sendable {
    /// The book's folder, as given.
    var root: String

    /// The same cap as a lesson's (`CourseLoader.maximumLessonBytes`, 32 MiB): a chapter
    /// becomes a lesson, and a 400 MB SUMMARY.md took 1.24 GB to read.
    static let maximumBytes = CourseLoader.maximumLessonBytes

    /// Why `path` is not read, in words for a finding, or nil when it may be.
    func refusal(_ path: String) -> String? {
        let (resolved, inside) = Self.confined(path, to: root)
        guard inside else {
            return "it leads out of the book (to \(resolved)); a book's files are read from inside its folder only"
        }
        var status = stat()
        guard stat(resolved, &status) == 0 else { return "it cannot be read: \(String(cString: strerror(errno)))" }
        guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file; a book's files are regular files" }
        return Self.sizeRefusal(Int(status.st_size))
    }

    /// `FilePath.confined` takes a relative path from the folder; the book's paths are
    /// relative to the folder the command runs in, where the file system opens them.
    private static func confined(_ path: String, to root: String) -> (resolved: String, inside: Bool) {
        let absolute = FilePath(path).isAbsolute ? path : AbsolutePath.of(path, in: FileManager.default.currentDirectoryPath)
        return FilePath(absolute).confined(to: FilePath(root))
    }

    static func sizeRefusal(_ size: Int) -> String? {
        guard size > maximumBytes else { return nil }
        return "it is \(size) bytes; coursec reads a book's files of up to \(maximumBytes) bytes (32 MiB)"
    }

    /// The file's bytes, read from its resolved path without following a link again.
    func read(_ path: String) throws(CourseError) -> Data {
        if let refusal = refusal(path) { throw CourseError("not read: \(refusal)", file: path) }
        let resolved = Self.confined(path, to: root).resolved
        let descriptor = open(resolved, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw CourseError("cannot read: \(String(cString: strerror(errno)))", file: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw CourseError("not read: it is not a regular file; a book's files are regular files", file: path)
        }
        if let refusal = Self.sizeRefusal(Int(status.st_size)) { throw CourseError("not read: \(refusal)", file: path) }
        // Read to the cap and one byte more: a file that grew since fstat is still capped.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= Self.maximumBytes {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw CourseError("cannot read: \(String(cString: strerror(errno)))", file: path) }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
        }
        if let refusal = Self.sizeRefusal(data.count) { throw CourseError("not read: \(refusal)", file: path) }
        return data
    }

    /// The file as text (nil when it is refused or not UTF-8), for pages the importer only looks into.
    func text(_ path: String) -> String? {
        (try? read(path)).flatMap { String(data: $0, encoding: .utf8) }
    }
}
