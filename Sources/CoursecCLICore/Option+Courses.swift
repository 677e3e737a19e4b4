extension Option {
    /// The option every command takes, so an author runs coursec on a folder of their own.
    static let courses = courses("the courses folder (default: courses)")

    /// `--courses DIR`, said the way one command uses it; declared here alone.
    static func courses(_ help: String) -> Option { Option("--courses", value: "DIR", help: help) }
}

extension Console {
    /// The courses folder `--courses` names, else `courses` in the current folder.
    func coursesFolder(_ arguments: Arguments) -> String {
        resolve(arguments.value(.courses) ?? "courses")
    }
}
