import Foundation

extension CodeBlock {
    /// Frameworks that exist on Apple's systems only.
    public static let appleOnlyFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "WatchKit", "Cocoa"]

    /// What Apple-only code reads like, outside comments and strings: an import of
    /// an Apple-only framework, a UIKit type, a SwiftUI property wrapper or protocol.
    private static let applePatterns = [
        #"\bimport\s+("# + appleOnlyFrameworks.sorted().joined(separator: "|") + #")\b"#,
        #"\bUI[A-Z][A-Za-z]*\b"#,
        #"@(Binding|State|StateObject|ObservedObject|EnvironmentObject|Environment|Published)\b"#,
        #"\bObservableObject\b"#,
        #"\b[A-Za-z]*Representable\b"#,
    ]

    /// The one rule for code that needs UIKit, SwiftUI or another Apple-only
    /// framework, which Linux does not have: the importer labels such a block
    /// `swift apple`, and the site badges a step or parse-only block by it.
    public static func usesAppleFrameworks(_ code: String) -> Bool {
        usesAppleFrameworks(tokens: SwiftLexer.tokens(code))
    }

    /// The same of a listing the importer has lexed already.
    public static func usesAppleFrameworks(_ listing: LexedListing) -> Bool {
        usesAppleFrameworks(tokens: listing.tokens)
    }

    private static func usesAppleFrameworks(tokens: [SwiftToken]) -> Bool {
        let skeleton = codeOutsideCommentsAndStrings(tokens)
        return applePatterns.contains { skeleton.range(of: $0, options: .regularExpression) != nil }
    }

    /// Whether the block needs an Apple-only framework: an `apple` block, or a
    /// tutorial step or parse-only block whose code does. Such code is
    /// syntax-checked on Linux and must be shown as Apple-only.
    public var isAppleOnly: Bool {
        if role == .apple { return true }
        guard role == .step || role == .parse else { return false }
        return Self.usesAppleFrameworks(code)
    }

    /// The code with comments, string text and interpolations left out, so a word in
    /// a comment or a string never makes code Apple-only.
    private static func codeOutsideCommentsAndStrings(_ tokens: [SwiftToken]) -> String {
        var skeleton = ""
        var nesting = 0
        for token in tokens {
            switch token.kind {
            case .stringOpen, .interpolationOpen: nesting += 1
            case .stringClose, .interpolationClose: nesting -= 1
            case .lineComment, .blockComment, .stringText: break
            default: if nesting == 0 { skeleton += token.text }
            }
        }
        return skeleton
    }
}
