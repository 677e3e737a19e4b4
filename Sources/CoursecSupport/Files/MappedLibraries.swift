import CourseModel
import Foundation

/// The shared libraries mapped into this process now, by path (`/proc/self/maps`).
public enum MappedLibraries {
    /// Every mapped file whose name starts with one of `prefixes` (`libxml2.`), sorted, each once.
    public static func paths(named prefixes: [String]) -> [String] {
        // Read to its end: /proc files have no size, and a sized read stops at the first page.
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        let files = Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...])
            let name = FilePath(path).lastComponent
            return prefixes.contains { name.hasPrefix($0) } ? path : nil
        })
        return files.sorted()
    }

    /// The C libraries coursec links (Package.swift's system library targets), as
    /// `coursec doctor` reports them: a binary that starts has found every one the
    /// loader needed, so this names the files and so the versions it found.
    public static let coursecLinks = ["libcmark-gfm.", "libcmark-gfm-extensions.", "libxml2.", "libxslt.", "libexslt.", "libcrypto.", "libmicrohttpd.", "libjemalloc.", "libgettextpo."]

    /// The check `coursec doctor` prints for them.
    public static func check() -> RuntimeCheck {
        let names = paths(named: coursecLinks).map { FilePath($0).lastComponent }
        return .found("shared libraries", names.joined(separator: ", "))
    }
}
