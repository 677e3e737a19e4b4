import CourseModel
import Foundation
@testable import SiteRendering
import Testing

/// A bidirectional control in code makes a line read in another order than the compiler
/// reads it ("Trojan Source"): code on a page shows each as its escape.
@Suite struct BidiControlPageTests {
    static let trojan = "let access = \"user\u{202E} \u{2066}// admin\u{2069} \u{2066}\"\n"

    @Test func aSnippetShowsEveryBidiControlAsItsEscape() {
        let block = CodeBlock(index: 0, line: 1, role: .run, name: "main.swift", code: Self.trojan, info: "swift run")
        let text = LibXML.serialize(SnippetRenderer().snippet(block, badge: nil, changedLines: [], id: "s1"))
        #expect(!text.unicodeScalars.contains { $0.isBidiControl })
        #expect(LibXML.parse(text)?.textContent.trimmingCharacters(in: .whitespacesAndNewlines) == #"let access = "user\u{202E} \u{2066}// admin\u{2069} \u{2066}""#)
    }

    @Test func plainCodeShowsThemTooAndProseKeepsItsMarks() {
        let plain = LibXML.serialize(SnippetRenderer().plain("code-block", code: "a\u{200F}b\u{061C}c\u{202A}d\n"))
        #expect(LibXML.parse(plain)?.textContent.trimmingCharacters(in: .whitespacesAndNewlines) == #"a\u{200F}b\u{61C}c\u{202A}d"#)
        #expect("שלום\u{200F}".withVisibleControls == "שלום\u{200F}")
    }
}
