import CourseModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What of the machine a sandboxed job sees, read-only: the system's programs and
/// libraries, the toolchain, and the few files of /etc that the loader and
/// Foundation read. Not /home, /root, the course or the rest of /etc.
enum SystemView {
    static let etcFiles = [
        "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
        "/etc/localtime", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/hosts",
    ]

    /// The system and the toolchain; `/etc`'s files are mounted apart (`EtcCopy`).
    static func arguments(compilerPath: String) -> [String] {
        var arguments = ["--ro-bind", "/usr", "/usr"]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                arguments += ["--ro-bind", top, top]
            }
        }
        let toolchain = toolchainFolders(compilerPath: compilerPath)
        arguments += parentFolders(of: toolchain)
        for folder in toolchain { arguments += ["--ro-bind", folder, folder] }
        return arguments
    }

    /// Folders that lead to `paths` in the jail, made passable by anyone: bubblewrap
    /// makes a missing parent of a mount `0700`, and the job's uid is not root
    /// (`Sandbox.unprivileged`). The RAM disks and `/usr` are there already.
    static func parentFolders(of paths: [String]) -> [String] {
        var made: Set<String> = ["/", "/tmp", "/dev", "/dev/shm", "/proc", "/usr"]
        var arguments: [String] = []
        for path in paths {
            var parents: [String] = []
            var folder = FilePath(path).deletingLastComponent.spelling
            while !made.contains(folder), folder.count > 1 {
                parents.append(folder)
                made.insert(folder)
                folder = FilePath(folder).deletingLastComponent.spelling
            }
            for parent in parents.reversed() { arguments += ["--perms", "0755", "--dir", parent] }
        }
        return arguments
    }

    /// The toolchain's root (`/opt/swift` for `/opt/swift/usr/bin/swiftc`) and the
    /// folder of the swiftc given, when it is elsewhere (a wrapper script).
    static func toolchainFolders(compilerPath: String) -> [String] {
        let real = FilePath(compilerPath).canonical
        var folders: [String] = []
        let root = FilePath(real).deletingLastComponent.deletingLastComponent.deletingLastComponent.spelling
        if !covered(root) { folders.append(root) }
        let given = FilePath(compilerPath).deletingLastComponent.spelling
        if !covered(given), !folders.contains(where: { given.hasPrefix($0 + "/") || given == $0 }) { folders.append(given) }
        return folders
    }

    private static func covered(_ folder: String) -> Bool {
        folder == "/" || folder.isEmpty || folder == "/usr" || folder.hasPrefix("/usr/")
    }

    /// clang's module cache: the folder on the host, and the path swiftc finds it at.
    struct ModuleCache: Sendable {
        var folder: String
        var seenAs: String
    }

    /// clang's module cache (`$XDG_CACHE_HOME/clang` or `~/.cache/clang`), made if missing
    /// (a sandboxed swiftc could not make it). When jobs run as `owner` (coursec is root),
    /// they get a cache of that uid's own beside it, `coursec-sandbox-clang`, seen at the
    /// usual path: root's cache is not theirs to write, and theirs is never root's to read.
    static func moduleCache(environment: [String: String], owner: uid_t?) -> ModuleCache? {
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
            base = cache
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.cache"
        } else {
            return nil
        }
        let seenAs = base + "/clang"
        let folder = owner == nil ? seenAs : base + "/coursec-sandbox-clang"
        try? FileManager.default.createDirectory(atPath: folder + "/ModuleCache", withIntermediateDirectories: true)
        guard FileManager.default.fileExists(atPath: folder) else { return nil }
        if let owner {
            for path in [folder, folder + "/ModuleCache"] { chown(path, owner, owner) }
        }
        return ModuleCache(folder: folder, seenAs: seenAs)
    }
}
