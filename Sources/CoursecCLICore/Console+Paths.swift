import CourseModel
import Foundation

extension Console {
    /// `path` as the user meant it: relative to the console's current directory,
    /// and left relative (so messages show it as typed) when that is the process's own;
    /// `x/..` and `.` are taken out so messages never show them.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || currentDirectory == FileManager.default.currentDirectoryPath { return AbsolutePath.simplified(path) }
        return AbsolutePath.simplified((currentDirectory as NSString).appendingPathComponent(path))
    }
}
