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

    /// `{ ... }` bodies, a lone `...`, or nothing but comments: not meant to compile.
    /// `listing` is `lines` lexed.
    static func isPseudoCode(_ lines: [String], _ listing: LexedListing) -> Bool {
        let scans = zip(lines, SwiftLineScanner.scans(listing)).filter { !$0.0.isBlank }.map(\.1)
        if scans.allSatisfy(\.isComment) { return true }
        let pattern = #"(^|[\{\(\[,])\s*(\.\.\.|…)\s*($|[\}\)\],])"#
        // Only a line with an ellipsis can match: the others are not handed to the regular
        // expression, which was compiled again for each line (a fifth of `extract`'s time).
        return scans.contains { hasEllipsis($0.skeleton) && $0.skeleton.range(of: pattern, options: .regularExpression) != nil }
    }

    /// Whether `text` holds `...` or `…`.
    private static func hasEllipsis(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: ".")) || text.utf8.contains(0xE2) else { return false }
        var dots = 0
        var previous: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            dots = byte == UInt8(ascii: ".") ? dots + 1 : 0
            // `…` is U+2026: E2 80 A6 in UTF-8.
            if dots == 3 || (previous == (0xE2, 0x80) && byte == 0xA6) { return true }
            previous = (previous.1, byte)
        }
        return false
    }

    /// The info string for a block; `listing` is `lines` lexed; `hasOutput` says whether
    /// printed lines follow a `main.swift`.
    static func info(for lines: [String], _ listing: LexedListing, caption: String?, hasOutput: Bool) -> String {
        let name = declaredName(lines) ?? caption
        let file = name.map { " file=\($0)" } ?? ""
        if isPseudoCode(lines, listing) { return "swift ignore" + file }
        let commentOutput = hasOutput ? nil : CommentOutputReader.read(listing, firstLine: 1)
        if name == "main.swift" { return hasOutput || commentOutput != nil ? "swift run" : "swift typecheck file=main.swift" }
        // Uses UIKit or SwiftUI, which Linux does not have: the model's one rule.
        if CodeBlock.usesAppleFrameworks(listing) { return "swift apple" + file }
        if name != nil { return "swift" + file }
        // Bare trailing comments are too often plain remarks to make a fragment a program.
        if commentOutput?.form == .printsComments { return "swift run" }
        return "swift parse"
    }
}
