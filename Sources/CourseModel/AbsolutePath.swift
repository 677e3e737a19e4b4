import Foundation

/// Paths made absolute and plain before anything is done with them: `.`, `..`,
/// repeated and trailing slashes resolved by their spelling, never by asking
/// Foundation (whose `deletingLastPathComponent` traps on the empty string
/// that `standardizingPath` makes of `.`).
public enum AbsolutePath {
    /// `path` as an absolute path without `.`, `..` or empty components; a relative
    /// path is taken from `directory`. `..` above the root stays at the root, as the kernel does.
    public static func of(_ path: String, in directory: String) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` as it is spelled, relative or absolute, without `.` components and
    /// without `x/..` pairs: for messages (`courses/x/support/S.swift`, never
    /// `courses/x/../x/support/S.swift`) and paths typed relative to a folder.
    public static func simplified(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else if part == "..", absolute {
                continue
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `of(path, in: directory)` with symbolic links resolved as far as the path
    /// exists, so two spellings of one folder compare equal.
    public static func canonical(_ path: String, in directory: String) -> String {
        var existing = of(path, in: directory)
        var rest: [String] = []
        while existing != "/", !FileManager.default.fileExists(atPath: existing) {
            rest.insert(FilePath(existing).lastComponent, at: 0)
            existing = parent(of: existing)
        }
        guard let resolved = realpath(existing, nil) else { return of(path, in: directory) }
        defer { free(resolved) }
        return of(rest.joined(separator: "/"), in: String(cString: resolved))
    }

    /// The folder holding `path` (an absolute path from `of`); the root for the root.
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// Whether `path` is `folder` or lies somewhere inside it (both absolute, from `of`).
    public static func isWithin(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder + "/")
    }
}
