import CourseModel
import Foundation

extension Option {
    /// The option every command takes, so an author runs coursec on a folder of their own.
    static let courses = courses("the courses folder (default: courses)")

    /// `--courses DIR`, said the way one command uses it; declared here alone.
    static func courses(_ help: String) -> Option { Option("--courses", value: "DIR", help: help) }
}

extension Console {
    /// The courses folder `--courses` names, else `courses` in the current folder, else
    /// the nearest one above it (`CoursesFolderSearch`); where there is none, the error
    /// says what to do.
    func coursesFolder(_ arguments: Arguments) throws(CourseError) -> String {
        if let given = arguments.value(.courses) { return resolve(given) }
        if let project = projectFolder(arguments) { return FilePath(project).appending("courses").spelling }
        guard FileManager.default.fileExists(atPath: FilePath(currentDirectory).appending("courses").spelling) else {
            throw CoursesFolderSearch.notFound(from: currentDirectory)
        }
        return resolve("courses")
    }

    /// The courses folder as `new` writes into it: given, found, or `courses` here.
    func coursesFolderToWrite(_ arguments: Arguments) -> String {
        (try? coursesFolder(arguments)) ?? resolve("courses")
    }

    /// The folder above the current one that holds the courses folder, when that is
    /// where it was found: the site and the caches then go beside it, as from there.
    func projectFolder(_ arguments: Arguments) -> String? {
        guard arguments.value(.courses) == nil else { return nil }
        return CoursesFolderSearch.projectFolder(above: currentDirectory)
    }

    /// `relative` (the site, a cache) where a command run from the project folder puts it.
    func besideCourses(_ relative: String, _ arguments: Arguments) -> String {
        projectFolder(arguments).map { FilePath($0).appending(relative).spelling } ?? resolve(relative)
    }
}
