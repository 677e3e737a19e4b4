/// How swiftc checks a job: the three things `verify` can do with a snippet.
enum CheckMode: String, Hashable, Sendable, Codable {
    /// Compile with the support files, run, compare standard output (`swift run`).
    case run
    /// `swiftc -typecheck` with the support files (`swift typecheck`, lone support files).
    case typecheck
    /// `swiftc -parse` of the block alone (`swift parse`, `swift apple`, `swift step=`).
    case parse
}
