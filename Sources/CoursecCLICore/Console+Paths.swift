import CourseModel
import Foundation

extension Console {
    /// `path` as the user meant it: relative to the console's current directory,
    /// and left relative (so messages show it as typed) when that is the process's own;
    /// `x/..` and `.` are taken out so messages never show them.
    func resolve(_ path: String) -> String {
        let typed = FilePath(path)
        if typed.isAbsolute || isProcessDirectory { return typed.simplified.spelling }
        return FilePath(currentDirectory).appending(path).simplified.spelling
    }
}
