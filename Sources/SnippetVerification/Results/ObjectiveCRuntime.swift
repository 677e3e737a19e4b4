import CourseModel

/// Code that needs the Objective-C runtime is Apple-only: Swift on Linux has no
/// Objective-C interoperability, so it can be neither run nor typechecked here. Which
/// code that is, swiftc says, not a list of spellings: each of the runtime's features
/// (`@objc` and what implies it, `#selector`, `#keyPath`, `optional` requirements)
/// fails with an error naming Objective-C, and the errors that follow from it (a
/// key-value observation of a `dynamic` property) come with one.
enum ObjectiveCRuntime {
    /// The failed result as Apple-only when one of its errors names the Objective-C
    /// runtime: skipped, never counted as a failure, with swiftc's own words.
    static func classified(_ result: SnippetResult) -> SnippetResult {
        guard result.status == .failed, let named = result.diagnostics.first(where: { needsRuntime($0.message) }) else { return result }
        var apple = result
        apple.status = .skipped
        apple.check = .objectiveCRuntime
        apple.line = named.location.file == result.file ? named.location.line : result.line
        apple.reason = "Apple-only: it needs the Objective-C runtime, which Swift on Linux does not have (swiftc: \(named.message))"
        apple.lines = []
        return apple
    }

    static func needsRuntime(_ message: String) -> Bool {
        message.contains("Objective-C") || message.contains("'@objc'")
    }
}
