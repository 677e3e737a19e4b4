extension Option {
    /// The option every command takes, so an author runs coursec on a folder of their own.
    static let courses = Option("--courses", value: "DIR", help: "the courses folder (default: courses)")
}

extension Console {
    /// The courses folder `--courses` names, else `courses` in the current folder.
    func coursesFolder(_ arguments: Arguments) -> String {
        resolve(arguments.value(.courses) ?? "courses")
    }
}
