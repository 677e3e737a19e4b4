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
        return "/" + (resolving(full, aboveRoot: .stayAtRoot) ?? []).joined(separator: "/")
    }

    /// What a `..` with nothing before it to take away does (`resolving`).
    public enum AboveRoot: Sendable {
        /// It is dropped: the root's `..` is the root, as the kernel has it.
        case stayAtRoot
        /// It is kept, as a relative path leads above its folder (`../x`).
        case keep
        /// The path leads nowhere: `resolving` gives nil.
        case fail
    }

    /// The one resolving of `.`, `..` and empty components: `path`'s components taken
    /// from `base` (the components of the folder it is relative to), a `..` taking away
    /// the component before it. Every path made plain (absolute, simplified, a book's
    /// link between chapters, a site's link between pages) is made plain here.
    public static func resolving(_ path: some StringProtocol, from base: [Substring] = [], aboveRoot: AboveRoot) -> [Substring]? {
        var parts = base
        for part in path.split(separator: "/") where part != "." {
            guard part == ".." else {
                parts.append(Substring(part))
                continue
            }
            if let last = parts.last, !(aboveRoot == .keep && last == "..") {
                parts.removeLast()
                continue
            }
            switch aboveRoot {
            case .stayAtRoot: continue
            case .keep: parts.append("..")
            case .fail: return nil
            }
        }
        return parts
    }

    /// `path` as it is spelled, relative or absolute, without `.` components and
    /// without `x/..` pairs: for messages (`courses/x/support/S.swift`, never
    /// `courses/x/../x/support/S.swift`) and paths typed relative to a folder.
    public static func simplified(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let joined = (resolving(path, aboveRoot: absolute ? .stayAtRoot : .keep) ?? []).joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// A simplified path that tells the paths that simplify to it from others by their
    /// last component's bytes first: serve asks it of 3,000 lesson files and 18,000
    /// results on every save, and simplifying each was most of that.
    public struct Spelling: Sendable {
        public let simplified: String
        private let last: [UInt8]

        public init(_ path: String) {
            simplified = AbsolutePath.simplified(path)
            last = Array(simplified.utf8.reversed().prefix { $0 != UInt8(ascii: "/") })
        }

        /// Whether `simplified(path)` is this one. A path that ends in `/` or `.` is simplified to compare.
        public func spells(_ path: String) -> Bool {
            let bytes = path.utf8
            guard bytes.reversed().starts(with: last) || bytes.last == UInt8(ascii: "/") || bytes.last == UInt8(ascii: ".") else { return false }
            return AbsolutePath.simplified(path) == simplified
        }
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
