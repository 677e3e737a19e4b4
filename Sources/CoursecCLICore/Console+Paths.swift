import Foundation

extension Console {
    /// `path` as the user meant it: relative to the console's current directory,
    /// and left relative (so messages show it as typed) when that is the process's own.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("/") || currentDirectory == FileManager.default.currentDirectoryPath { return path }
        return (currentDirectory as NSString).appendingPathComponent(path)
    }
}
