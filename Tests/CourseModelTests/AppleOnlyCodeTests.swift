import CourseModel
import Testing

@Suite struct AppleOnlyCodeTests {
    @Test func importsTypesAndWrappersOfApplesFrameworksAreAppleOnly() {
        #expect(CodeBlock.usesAppleFrameworks("import Cocoa\n"))
        #expect(CodeBlock.usesAppleFrameworks("struct Picker: UIViewControllerRepresentable {}\n"))
        #expect(CodeBlock.usesAppleFrameworks("@State var count = 0\n"))
        #expect(CodeBlock.usesAppleFrameworks("final class Model: ObservableObject {}\n"))
    }

    @Test func wordsInCommentsAndStringsAreNot() {
        #expect(!CodeBlock.usesAppleFrameworks("// import UIKit\nlet name = \"UIView \\(\"@State\")\"\n/* SwiftUI */\n"))
        #expect(!CodeBlock.usesAppleFrameworks("import Foundation\nlet ui = UIntMax(1)\n"))
    }

    @Test func aParseBlockIsAppleOnlyByTheSameRuleAsTheImporter() {
        let block = CodeBlock(index: 0, line: 1, role: .parse, name: nil, step: nil, code: "let v = UIView()\n", info: "swift parse")
        #expect(block.isAppleOnly)
        #expect(!CodeBlock(index: 0, line: 1, role: .ignore, name: nil, step: nil, code: "import UIKit\n", info: "swift ignore").isAppleOnly)
    }
}
