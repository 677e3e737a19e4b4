extension CodeBlock {
    /// Frameworks that exist on Apple's systems only.
    public static let appleOnlyFrameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "WatchKit", "Cocoa"]

    /// Whether the block needs UIKit, SwiftUI or another Apple-only framework: an
    /// `apple` block, or a tutorial step or parse-only block whose file imports one.
    /// Such code is syntax-checked on Linux and must be shown as Apple-only.
    public var isAppleOnly: Bool {
        if role == .apple { return true }
        guard role == .step || role == .parse else { return false }
        return code.split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.count >= 2 && words[0] == "import" && Self.appleOnlyFrameworks.contains(String(words[1]))
        }
    }
}
