import CourseModel
import Foundation

/// Where `coursec build` finds its templates when `--templates` is not given: a
/// course project's own `templates/` folder, else the templates shipped with
/// coursec, found from the executable, so `coursec build` works in any project.
public enum TemplatesLocator {
    /// The first of `candidates` that is a folder.
    public static func locate(currentDirectory: String, executables: [String]) throws(CourseError) -> String {
        let places = candidates(currentDirectory: currentDirectory, executables: executables)
        for place in places {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: place, isDirectory: &isDirectory), isDirectory.boolValue { return place }
        }
        throw CourseError("no templates folder found (looked in \(places.joined(separator: ", "))); pass --templates DIR")
    }

    /// `templates` in the current folder, then for each executable path
    /// `<dir>/../share/coursec/templates` (installed under a prefix) and the
    /// repository's `templates` when it runs from the repository's `.build` folder
    /// (`.build/debug/coursec`, or the triple-named folder that `debug` links to).
    public static func candidates(currentDirectory: String, executables: [String]) -> [String] {
        var places = [AbsolutePath.of("templates", in: currentDirectory)]
        for executable in executables {
            let folder = AbsolutePath.parent(of: AbsolutePath.of(executable, in: currentDirectory))
            places.append(AbsolutePath.of("../share/coursec/templates", in: folder))
            var ancestor = folder
            while ancestor != "/", (ancestor as NSString).lastPathComponent != ".build" { ancestor = AbsolutePath.parent(of: ancestor) }
            if ancestor != "/" { places.append(AbsolutePath.of("../templates", in: ancestor)) }
        }
        var seen: Set<String> = []
        return places.filter { seen.insert($0).inserted }
    }

    /// The running executable: as it was invoked (`CommandLine.arguments[0]`, when
    /// it names a path, keeping the `.build/debug` it was called by), then as
    /// `/proc/self/exe` resolves it (when it was found on PATH, or through a link).
    public static func runningExecutables() -> [String] {
        var paths: [String] = []
        if let invoked = CommandLine.arguments.first, invoked.contains("/") {
            paths.append(AbsolutePath.of(invoked, in: FileManager.default.currentDirectoryPath))
        }
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { paths.append(resolved) }
        return paths
    }
}
