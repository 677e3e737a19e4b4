/// What a fenced code block is, and so how `verify` checks it.
public enum BlockRole: String, Hashable, Sendable, Codable, CaseIterable {
    /// `swift run`: a `main.swift` program, run and compared with the next `output`.
    case run
    /// `output`: the expected standard output of the `run` block before it.
    case output
    /// `swift file=Name.swift`: a support file of this lesson.
    case support
    /// `swift include=path`: a file kept once in the course, shown here.
    case include
    /// `swift typecheck`: compiled with the support files, not run.
    case typecheck
    /// `swift parse`: syntax-checked only.
    case parse
    /// `swift apple`: needs UIKit or SwiftUI; syntax-checked on Linux.
    case apple
    /// `swift ignore`: an illustrative fragment, not checked.
    case ignore
    /// `swift step=N file=Name.swift`: the whole file after tutorial step N.
    case step
    /// `swift setup`: code a group (or the block alone) compiles and runs in its place,
    /// shown nowhere on the site (swift-book's hidden lines, Sphinx's `testsetup`).
    case setup
    /// `swift compile-error`: a listing swiftc must reject with an error on one of its
    /// own lines (rustdoc's `compile_fail`).
    case compileError = "compile-error"
}
