import Foundation

/// Each code text's highlighted lines, made once per build and shared by the
/// threads making pages: a course shows the same code in every language (and the
/// FAQ and steps again), and lexing it was a large part of making a page document.
final class HighlightMemo: @unchecked Sendable {
    // Unchecked: every access to `known` holds `lock`.
    private let lock = NSLock()
    private var known: [String: [[SyntaxToken]]] = [:]
    private let highlighter = SwiftHighlighter()

    func lines(_ code: String) -> [[SyntaxToken]] {
        if let lines = lock.withLock({ known[code] }) { return lines }
        let lines = highlighter.lines(code)
        lock.withLock { known[code] = lines }
        return lines
    }
}
