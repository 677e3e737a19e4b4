import CourseModel
import Foundation

/// A folder coursec ships beside its executable (`templates/`, `interfaces/`): a
/// project's own folder of that name, else the one installed with coursec, else the
/// repository's when coursec runs from the repository's `.build` folder.
public enum ShippedFolder {
    /// `name` in the current folder, then for each executable path
    /// `<dir>/../share/coursec/<name>` (installed under a prefix) and the
    /// repository's `<name>` when it runs from the repository's `.build` folder
    /// (`.build/debug/coursec`, or the triple-named folder that `debug` links to).
    public static func candidates(_ name: String, currentDirectory: String, executables: [String]) -> [String] {
        unique([AbsolutePath.of(name, in: currentDirectory)] + candidates(name, executables: executables))
    }

    /// The places of `candidates` that come from the executables (absolute, as
    /// `runningExecutables` gives them), for a caller that runs in no command's folder.
    public static func candidates(_ name: String, executables: [String]) -> [String] {
        var places: [String] = []
        for executable in executables {
            let folder = AbsolutePath.parent(of: AbsolutePath.of(executable, in: "/"))
            places.append(AbsolutePath.of("../share/coursec/\(name)", in: folder))
            var ancestor = folder
            while ancestor != "/", FilePath(ancestor).lastComponent != ".build" { ancestor = AbsolutePath.parent(of: ancestor) }
            if ancestor != "/" { places.append(AbsolutePath.of("../\(name)", in: ancestor)) }
        }
        return unique(places)
    }

    private static func unique(_ places: [String]) -> [String] {
        var seen: Set<String> = []
        return places.filter { seen.insert($0).inserted }
    }

    /// The first of `places` that is a folder.
    public static func first(of places: [String]) -> String? {
        places.first { place in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: place, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    /// The running executable: as it was invoked (`CommandLine.arguments[0]`, when
    /// it names a path, keeping the `.build/debug` it was called by), then as
    /// `/proc/self/exe` resolves it (when it was found on PATH, or through a link).
    /// A relative invocation is taken from `here`, the folder the command runs in; without
    /// it (no command) it is left out.
    public static func runningExecutables(from here: String?) -> [String] {
        var paths: [String] = []
        if let invoked = CommandLine.arguments.first, invoked.contains("/"), invoked.hasPrefix("/") || here != nil {
            paths.append(AbsolutePath.of(invoked, in: here ?? "/"))
        }
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { paths.append(resolved) }
        return paths
    }
}
