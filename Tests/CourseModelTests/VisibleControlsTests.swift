import CourseModel
import Testing

@Suite struct VisibleControlsTests {
    @Test func showsControlCharactersAsSwiftEscapesAndLeavesTabLineFeedAndOtherLettersAlone() {
        #expect("a\u{1B}[2J\u{0}\r\u{7F}\u{85}\u{9B}b\tc\nd\u{FFFE}\u{FFFF}".withVisibleControls
            == #"a\u{1B}[2J\u{0}\u{D}\u{7F}\u{85}\u{9B}b"# + "\tc\nd" + #"\u{FFFE}\u{FFFF}"#)
        // The neighbours of C1 and of U+FFFE in UTF-8 (their first byte is the same) stay.
        let letters = "é § « » \u{A0} （テスト）！ \u{FEFF} \u{FFFD} \\u{1B}"
        #expect(letters.withVisibleControls == letters)
    }
}
