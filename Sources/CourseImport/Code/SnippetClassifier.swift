import CourseModel
import CourseParsing
import Foundation

/// Chooses a code block's info string from what the code is and uses.
///
/// In order: a block that is pseudo-code (`{ ... }`) or only comments is `swift ignore`;
/// a block named `main.swift` by its first line is `swift run` when printed lines or
/// output comments follow it; one that needs UIKit or SwiftUI is `swift apple`; another
/// named file is `swift file=Name.swift`; an unnamed block that writes its output as
/// `// Prints "…"` comments is a program, `swift run`; anything else is a fragment
/// lifted out of a larger program, so `swift parse`.
enum SnippetClassifier {
    /// `// Name.swift — what it is` on the first line names the file.
    static func declaredName(_ lines: [String]) -> String? {
        guard let first = lines.first(where: { !$0.allSatisfy(\.isWhitespace) })?.trimmingCharacters(in: .whitespaces),
              first.hasPrefix("//")
        else { return nil }
        let words = first.dropFirst(2).split(whereSeparator: \.isWhitespace)
        guard let name = words.first.map(String.init), name.hasSuffix(".swift"), name.count > 6,
              name.dropLast(6).allSatisfy({ $0.isLetter || $0.isNumber || "_+-".contains($0) })
        else { return nil }
        return name
    }

    /// Uses UIKit or SwiftUI, which Linux does not have: the model's one rule.
    static func usesAppleFrameworks(_ lines: [String]) -> Bool {
        CodeBlock.usesAppleFrameworks(lines.joined(separator: "\n"))
    }

    /// `{ ... }` bodies, a lone `...`, or nothing but comments: not meant to compile.
    static func isPseudoCode(_ lines: [String]) -> Bool {
        let nonBlank = lines.filter { !$0.allSatisfy(\.isWhitespace) }
        var scanner = SwiftLineScanner()
        let scans = nonBlank.map { scanner.scan($0) }
        if scans.allSatisfy(\.isComment) { return true }
        let pattern = #"(^|[\{\(\[,])\s*(\.\.\.|…)\s*($|[\}\)\],])"#
        return scans.contains { $0.skeleton.range(of: pattern, options: .regularExpression) != nil }
    }

    /// The info string for a block; `hasOutput` says whether printed lines follow a `main.swift`.
    static func info(for lines: [String], caption: String?, hasOutput: Bool) -> String {
        let name = declaredName(lines) ?? caption
        let file = name.map { " file=\($0)" } ?? ""
        if isPseudoCode(lines) { return "swift ignore" + file }
        let commentOutput = hasOutput ? nil : CommentOutputReader.read(lines.joined(separator: "\n"), firstLine: 1)
        if name == "main.swift" { return hasOutput || commentOutput != nil ? "swift run" : "swift typecheck file=main.swift" }
        if usesAppleFrameworks(lines) { return "swift apple" + file }
        if name != nil { return "swift" + file }
        // Bare trailing comments are too often plain remarks to make a fragment a program.
        if commentOutput?.form == .printsComments { return "swift run" }
        return "swift parse"
    }
}
