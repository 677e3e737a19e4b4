import Foundation

/// What of the machine a sandboxed job sees, read-only: the system's programs and
/// libraries, the toolchain, and the few files of /etc that the loader and
/// Foundation read. Not /home, /root, the course or the rest of /etc.
enum SystemView {
    static let etcFiles = [
        "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
        "/etc/localtime", "/etc/passwd", "/etc/group", "/etc/nsswitch.conf", "/etc/hosts",
    ]

    static func arguments(compilerPath: String) -> [String] {
        var arguments = ["--ro-bind", "/usr", "/usr"]
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"] {
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                arguments += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                arguments += ["--ro-bind", top, top]
            }
        }
        for file in etcFiles { arguments += ["--ro-bind-try", file, file] }
        for folder in toolchainFolders(compilerPath: compilerPath) { arguments += ["--ro-bind", folder, folder] }
        return arguments
    }

    /// The toolchain's root (`/opt/swift` for `/opt/swift/usr/bin/swiftc`) and the
    /// folder of the swiftc given, when it is elsewhere (a wrapper script).
    static func toolchainFolders(compilerPath: String) -> [String] {
        let real = (compilerPath as NSString).resolvingSymlinksInPath
        var folders: [String] = []
        let root = ((((real as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent) as NSString).deletingLastPathComponent
        if !covered(root) { folders.append(root) }
        let given = (compilerPath as NSString).deletingLastPathComponent
        if !covered(given), !folders.contains(where: { given.hasPrefix($0 + "/") || given == $0 }) { folders.append(given) }
        return folders
    }

    private static func covered(_ folder: String) -> Bool {
        folder == "/" || folder.isEmpty || folder == "/usr" || folder.hasPrefix("/usr/")
    }

    /// clang's module cache folder, made if missing (a sandboxed swiftc could not make it).
    static func moduleCache(environment: [String: String]) -> String? {
        let base: String
        if let cache = environment["XDG_CACHE_HOME"], !cache.isEmpty {
            base = cache
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.cache"
        } else {
            return nil
        }
        let folder = base + "/clang"
        try? FileManager.default.createDirectory(atPath: folder + "/ModuleCache", withIntermediateDirectories: true)
        return FileManager.default.fileExists(atPath: folder) ? folder : nil
    }
}
