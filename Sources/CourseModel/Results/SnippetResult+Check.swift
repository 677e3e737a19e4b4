extension SnippetResult {
    /// What was done to the snippet, so a report and the site can tell a run from a
    /// typecheck against the Apple interface and from a parse (JSON `check`).
    public enum Check: String, Hashable, Sendable, Codable {
        /// Compiled with the support files, run, output compared.
        case run
        /// `swiftc -typecheck` with the support files.
        case typecheck
        /// `swiftc -typecheck` against the UIKit/SwiftUI/Combine interface (interfaces/): consistent with
        /// the declared API, never run.
        case typecheckApple = "typecheck-apple"
        /// `swiftc -parse`: syntax only.
        case parse
        /// Nothing (`swift ignore`).
        case skip
        /// Nothing that could be done on Linux: the code needs the Objective-C runtime
        /// (`@objc`, `#selector`, `#keyPath`, `dynamic` members for key-value observing),
        /// which Swift on Linux does not have, as swiftc itself said; Apple-only, skipped.
        case objectiveCRuntime = "objective-c-runtime"
    }
}
