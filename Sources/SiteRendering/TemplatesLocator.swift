import CoursecSupport
import CourseModel
import Foundation

/// Where `coursec build` finds its templates when `--templates` is not given: a
/// course project's own `templates/` folder, else the templates shipped with
/// coursec, found from the executable, so `coursec build` works in any project.
public enum TemplatesLocator {
    /// The first of `candidates` that is a folder.
    public static func locate(currentDirectory: String, executables: [String]) throws(CourseError) -> String {
        let places = candidates(currentDirectory: currentDirectory, executables: executables)
        guard let found = ShippedFolder.first(of: places) else {
            throw CourseError("no templates folder found (looked in \(places.joined(separator: ", "))); pass --templates DIR")
        }
        return found
    }

    /// See `ShippedFolder.candidates`.
    public static func candidates(currentDirectory: String, executables: [String]) -> [String] {
        ShippedFolder.candidates("templates", currentDirectory: currentDirectory, executables: executables)
    }

    /// See `ShippedFolder.runningExecutables`.
    public static func runningExecutables(from here: String) -> [String] {
        ShippedFolder.runningExecutables(from: here)
    }
}
