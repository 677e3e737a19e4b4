import Foundation

/// A path as coursec holds it: its spelling, as the user typed it or as coursec made
/// it from a typed one (what messages show), with the operations on that spelling, and
/// its canonical form (what identity compares), which the file system gives.
///
/// A relative spelling is relative to the folder the command runs in, because that is
/// where the file system opens it; the one place that folder is read is the command's
/// `Console`, which spells paths absolute when it runs elsewhere (tests, in process).
///
/// The spelling operations spell their results as Foundation's `NSString` path methods
/// do, so messages read as they always have, without its traps: on Linux
/// `deletingLastPathComponent` stops the process on `.` and on one-letter names.
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
    public var spelling: String

    public init(_ spelling: String) {
        self.spelling = spelling
    }

    public var description: String { spelling }

    public var isAbsolute: Bool { spelling.hasPrefix("/") }

    /// `component` (a name, or a relative path) inside this path: `a` and `b` make
    /// `a/b`; the empty path and `b` make `b`; a trailing slash of this path is not doubled.
    public func appending(_ component: String) -> FilePath {
        let tail = component.drop { $0 == "/" }
        guard !spelling.isEmpty else { return FilePath(String(tail)) }
        guard !tail.isEmpty else { return self }
        let head = Self.droppingTrailingSlashes(spelling)
        return FilePath((head == "/" ? "" : head) + "/" + tail)
    }

    /// The last name in the path (`b` of `a/b/`); `/` for the root, empty for the empty path.
    public var lastComponent: String {
        let trimmed = Self.droppingTrailingSlashes(spelling)
        guard trimmed != "/" else { return spelling.isEmpty ? "" : "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The path without its last name: `a` of `a/b`, `/` of `/a`, and the empty path
    /// for a bare name (`01-x.md`), as Foundation spells it.
    public var deletingLastComponent: FilePath {
        let trimmed = Self.droppingTrailingSlashes(spelling)
        guard trimmed != "/" else { return FilePath(spelling.isEmpty ? "" : "/") }
        guard let slash = trimmed.lastIndex(of: "/") else { return FilePath("") }
        let head = Self.droppingTrailingSlashes(String(trimmed[..<slash]))
        return FilePath(head.isEmpty ? "/" : head)
    }

    /// The last name's extension without its dot (`gz` of `b.tar.gz`); empty for none,
    /// and for a name that only starts with a dot (`.hidden`).
    public var pathExtension: String {
        let name = lastComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// The path without the last name's extension and its dot (`a/b.tar` of `a/b.tar.gz`).
    public var deletingExtension: FilePath {
        let name = lastComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return self }
        let trimmed = Self.droppingTrailingSlashes(spelling)
        return FilePath(String(trimmed.dropLast(name.distance(from: dot, to: name.endIndex))))
    }

    /// The spelling without `.` components, repeated slashes or `x/..` pairs, as
    /// messages show paths (`AbsolutePath.simplified`); `.` for the folder itself.
    public var simplified: FilePath { FilePath(AbsolutePath.simplified(spelling)) }

    /// The path made absolute from `directory` by its spelling alone (`AbsolutePath.of`).
    public func absolute(in directory: String) -> String { AbsolutePath.of(spelling, in: directory) }

    /// The path as the file system names it: absolute, with every symbolic link resolved
    /// as far as the path exists (the rest by its spelling), so two spellings of one file
    /// or folder compare equal. A relative path is resolved where the file system opens
    /// it, in the folder the process runs in, whose own name the kernel gives with links resolved.
    public var canonical: String {
        guard !isAbsolute else { return AbsolutePath.canonical(spelling, in: "/") }
        guard let here = realpath(".", nil) else { return AbsolutePath.simplified(spelling) }
        defer { free(here) }
        return AbsolutePath.canonical(spelling, in: String(cString: here))
    }

    /// The absolute path of the entry itself: the folder holding it as the file system
    /// names it (`canonical`), and its own name, so a path that is a symbolic link stays
    /// the link, not what it leads to (what a rename over it replaces).
    public var canonicalEntry: String {
        let plain = simplified
        let name = plain.lastComponent
        guard name != ".", name != "..", name != "/" else { return plain.canonical }
        let folder = plain.deletingLastComponent
        return AbsolutePath.of(name, in: (folder.spelling.isEmpty ? FilePath(".") : folder).canonical)
    }

    /// This path (relative to `folder` when relative) with every link resolved (`canonical`),
    /// and whether it lies inside `folder`, itself resolved, and is not `folder` itself: the
    /// one containment check, for whatever coursec reads from a folder given to it (a
    /// course's files, a book's chapters and images).
    public func confined(to folder: FilePath) -> (resolved: String, inside: Bool) {
        let root = folder.canonical
        let resolved = AbsolutePath.canonical(spelling, in: root)
        return (resolved, AbsolutePath.isWithin(resolved, root) && resolved != root)
    }

    private static func droppingTrailingSlashes(_ path: String) -> String {
        guard path.hasSuffix("/") else { return path }
        let trimmed = String(path.reversed().drop { $0 == "/" }.reversed())
        return trimmed.isEmpty ? "/" : trimmed
    }
}
