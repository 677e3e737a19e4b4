@testable import SiteRendering
import Testing

@Suite struct HighlightingTests {
    private func classes(_ code: String) -> [String] {
        SwiftHighlighter().tokens(code).map { ($0.kind?.rawValue ?? "plain") + ":" + $0.text }
    }

    @Test func stringInterpolationIsCodeInsideAString() {
        #expect(classes(#"print("a \(x.count + 1) b")"#) == [
            "plain:print(", "string:\"a ", "interpolation:\\(", "plain:x.count + ", "number:1",
            "interpolation:)", "string: b\"", "plain:)",
        ])
    }

    @Test func keywordsInCommentsAndStringsStayCommentsAndStrings() {
        #expect(classes("let s = \"let var\" // var let\n/* func /* nested */ class */ var") == [
            "keyword:let", "plain: s = ", "string:\"let var\"", "plain: ", "comment:// var let", "plain:\n",
            "comment:/* func /* nested */ class */", "plain: ", "keyword:var",
        ])
    }

    @Test func attributesDirectivesTypesAndNumbers() {
        #expect(classes("@Binding var image: UIImage? = nil\n#if os(Linux)\nlet n = 0x1F + 2.5") == [
            "attribute:@Binding", "plain: ", "keyword:var", "plain: image: ", "type:UIImage", "plain:? = ", "keyword:nil", "plain:\n",
            "directive:#if", "plain: os(", "type:Linux", "plain:)\n",
            "keyword:let", "plain: n = ", "number:0x1F", "plain: + ", "number:2.5",
        ])
    }

    @Test func memberAndFunctionNamesAreNotKeywords() {
        #expect(classes("func set() { self.init(); x.default }") == [
            "keyword:func", "plain: set() { ", "keyword:self", "plain:.init(); x.default }",
        ])
    }

    @Test func multilineAndRawStrings() {
        #expect(classes("let a = \"\"\"\n  \"quoted\"\n  \"\"\"\nlet b = #\"\\(raw)\"#") == [
            "keyword:let", "plain: a = ", "string:\"\"\"\n  \"quoted\"\n  \"\"\"", "plain:\n",
            "keyword:let", "plain: b = ", "string:#\"\\(raw)\"#",
        ])
    }

    @Test func linesSplitTokensThatSpanLines() {
        let lines = SwiftHighlighter().lines("/* a\nb */ let\n\nx\n")
        #expect(lines == [
            [SyntaxToken(.comment, "/* a")],
            [SyntaxToken(.comment, "b */"), SyntaxToken(nil, " "), SyntaxToken(.keyword, "let")],
            [],
            [SyntaxToken(nil, "x")],
        ])
    }

    @Test func lineDiffMarksAddedAndChangedLinesOnly() {
        let old = ["import UIKit", "struct A {", "    var x: Int", "}"]
        let new = ["import UIKit", "", "struct A {", "    var x: Double", "    var y: Int", "}"]
        #expect(LineDiff.changedLines(from: old, to: new) == [1, 3, 4])
        #expect(LineDiff.changedLines(from: [], to: ["a", "b"]) == [0, 1])
        #expect(LineDiff.changedLines(from: ["a  "], to: ["a"]) == [])
    }
}
