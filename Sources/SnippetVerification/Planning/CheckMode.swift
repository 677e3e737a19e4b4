/// How swiftc checks a job: the four things `verify` can do with a snippet.
enum CheckMode: String, Hashable, Sendable, Codable {
    /// Compile with the support files, run, compare standard output (`swift run`).
    case run
    /// `swiftc -typecheck` with the support files (`swift typecheck`, lone support files).
    case typecheck
    /// `swiftc -parse` of the block alone (`swift parse`, `incomplete` apple blocks and steps).
    case parse
    /// `swiftc -typecheck` against the UIKit/SwiftUI/Combine interface: a step's file
    /// alone, an `apple` block with the lesson's other Apple code (`AppleProgram`).
    case appleTypecheck = "typecheck-apple"
    /// `swiftc -typecheck` that must fail with an error in the block (`swift compile-error`).
    case compileError = "compile-error"
}
