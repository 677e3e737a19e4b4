import CourseModel

/// The label a snippet carries on the site. A badge states only what is true:
/// `verified` only for a snippet that was run or compiled and passed, by this
/// build or by a cached result for identical inputs.
enum Badge: String {
    case verified
    case syntaxChecked = "syntax-checked"
    case appleChecked = "apple-checked"
    /// Apple-only code typechecked against the UIKit/SwiftUI interface (interfaces/): consistent with it, never run.
    case appleTypechecked = "apple-typechecked"
    case apple
    case notChecked = "not-checked"
    case notVerified = "not-verified"
    /// A block of a group that passed: checked as part of its group's one program.
    case verifiedInContext = "verified-in-context"
    /// A `typecheck` of a group: compiled and run in its place, what it printed not judged.
    case ranInContext = "ran-in-context"
    /// A `swift compile-error` block swiftc rejected, as it states.
    case rejected
    /// A `swift typecheck` block (not of a group) that compiled: nothing was run, so it is
    /// not drawn or counted as verified.
    case typechecked
    /// A snippet whose verification failed, published by `build --allow-failures`: the
    /// page shows why and what it printed beside it (`SnippetFailure`).
    case failed

    /// The badge of `block`, given the results verification produced for it.
    /// Nil for blocks that are shown, not checked on their own (support
    /// files without a result of their own, expected output).
    static func of(_ block: CodeBlock, results: [SnippetResult]) -> Badge? {
        let passed = results.contains { $0.status == .passed }
        // A failure outranks every pass: a group's block that passed alone but failed in
        // its group, or a support file one of whose snippets failed, is not verified.
        if block.role != .output, results.contains(where: { $0.status == .failed }) { return .failed }
        if let typechecked = typecheckBadge(block, results: results) { return typechecked }
        switch block.role {
        case .output: return nil
        case .ignore: return .notChecked
        case .apple: return passed ? .appleChecked : .apple
        case .run, .typecheck, .setup:
            if results.contains(where: { $0.check == .objectiveCRuntime }) { return .apple }
            guard passed else { return .notVerified }
            guard block.group != nil else { return block.role == .typecheck ? .typechecked : .verified }
            return results.contains { $0.status == .passed && $0.printed != nil } ? .ranInContext : .verifiedInContext
        case .compileError: return passed ? .rejected : .notVerified
        case .parse, .step:
            if block.isAppleOnly { return passed ? .appleChecked : .apple }
            return passed ? .syntaxChecked : .notVerified
        case .support, .include: return passed ? .verified : (results.isEmpty ? nil : .notVerified)
        }
    }
}
